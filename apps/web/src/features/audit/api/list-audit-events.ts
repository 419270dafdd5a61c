import { listTenantAuditEvents, type AuditLogQuery } from '@connector/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../lib/api/index.ts';

/** One page of the tenant's audit log; the page shown stays while the next one loads. */
export function useAuditEvents(query: AuditLogQuery & { pageSize: number }) {
  return useApiQuery(listTenantAuditEvents, { query }, { placeholderData: keepPreviousData });
}
