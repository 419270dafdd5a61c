export { toImport } from './paths.ts';
export { importsRoutes } from './routes.ts';
