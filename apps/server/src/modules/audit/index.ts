export { createAuditRepository } from './repository.ts';
export { registerAuditRoutes } from './routes.ts';
export { changedFields, createAuditLog, type AuditEntry, type AuditLog } from './service.ts';
