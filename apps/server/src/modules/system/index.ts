import { modulePlugin } from '../../http/module.ts';
import { queueHealthOf } from '../../observability/index.ts';
import { sharedBreakers } from '../../providers/index.ts';
import { registerSystemRoutes, type SystemDeps } from './routes.ts';

export { registerSystemRoutes } from './routes.ts';

/** Health and readiness. */
export const systemModule = modulePlugin<SystemDeps>((route, deps, app) =>
  registerSystemRoutes(route, { ...deps, queue: queueHealthOf(app), circuits: sharedBreakers }),
);
