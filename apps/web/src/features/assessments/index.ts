export { assessmentsRoutes } from './routes.ts';
