export { registerSystemRoutes } from './routes.ts';
