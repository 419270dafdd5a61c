import { modulePlugin } from '../../http/module.ts';
import { registerAsyncRequestRoutes } from './routes.ts';
import type { AsyncRequests } from './service.ts';

export { createAsyncRequestsRepository } from './repository.ts';
export { registerAsyncRequestRoutes } from './routes.ts';
export { createAsyncRequests, type AsyncRequests, type Outcome } from './service.ts';

/** Outcomes of application calls; the 504 protocol itself runs inside the router (`longWork`). */
export const asyncRequestsModule = modulePlugin<{ longWork: AsyncRequests }>((route, { longWork }) => registerAsyncRequestRoutes(route, longWork));
