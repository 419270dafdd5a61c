export { importsRoutes } from './routes.ts';
