import { modulePlugin } from '../../http/module.ts';
import { registerAuditRoutes, type AuditRoutesDeps } from './routes.ts';

export { createAuditRepository } from './repository.ts';
export { registerAuditRoutes } from './routes.ts';
export { changedFields, createAuditLog, type AuditEntry, type AuditLog } from './service.ts';

/** The audit trail's read endpoint; the log itself is shared by every module that writes. */
export const auditModule = modulePlugin<AuditRoutesDeps>((route, deps) => registerAuditRoutes(route, deps));
