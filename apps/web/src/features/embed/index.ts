export { toOrbisReport } from './paths.ts';
export { embedRoutes } from './routes.ts';
