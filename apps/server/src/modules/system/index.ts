import { modulePlugin } from '../../http/module.ts';
import { registerSystemRoutes, type SystemDeps } from './routes.ts';

export { registerSystemRoutes } from './routes.ts';

/** Health and readiness. */
export const systemModule = modulePlugin<SystemDeps>((route, deps) => registerSystemRoutes(route, deps));
