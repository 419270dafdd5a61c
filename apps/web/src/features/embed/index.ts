export { embedRoutes } from './routes.ts';
