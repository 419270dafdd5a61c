export { createAsyncRequestsRepository } from './repository.ts';
export { registerAsyncRequestRoutes } from './routes.ts';
export { createAsyncRequests, type AsyncRequests, type Outcome } from './service.ts';
