import { z } from 'zod';
import { defineEndpoint } from './http.ts';

export const AUDIT_ENTITIES = ['tenant', 'role', 'user', 'application', 'supplier', 'mapping'] as const;

export const AUDIT_MESSAGES = {
  noEvents: 'No audit events were found for this record',
} as const;

export const AuditEvent = z.object({
  id: z.string(),
  tenantId: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /** Changed fields only; secrets appear as `"[secret]"`, never in clear. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const listAuditEvents = defineEndpoint({
  id: 'listAuditEvents',
  method: 'GET',
  path: '/api/audit/{entity}/{entityId}',
  summary: 'Audit trail of one record, newest first',
  access: 'user',
  permission: null,
  params: z.object({ entity: z.enum(AUDIT_ENTITIES), entityId: z.string().min(1).max(128) }),
  data: z.array(AuditEvent),
});
