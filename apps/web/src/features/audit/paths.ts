import { adminLink } from '../../lib/routing/index.ts';

/** Path of the audit log below `/admin`, and its link builder (kept apart from the lazy route). */
export const AUDIT_PATHS = { log: 'audit' } as const;

export const toAuditLog = () => adminLink(AUDIT_PATHS.log);
