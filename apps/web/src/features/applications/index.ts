export { applicationsRoutes } from './routes.ts';
