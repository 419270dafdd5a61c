export { toAuditLog } from './paths.ts';
export { auditRoutes } from './routes.ts';
