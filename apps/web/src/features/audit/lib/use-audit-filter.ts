import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { asDay, asEntity, FILTER_KEYS, type AuditFilterValue } from './filter.ts';

/** The audit log's filter, kept in the URL so a reload or Back shows the same events. */
export function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilterValue = {
    tenantId: params.get('tenantId') ?? '',
    actor: params.get('actor') ?? '',
    entity: asEntity(params.get('entity')),
    action: params.get('action') ?? '',
    entityId: params.get('entityId') ?? '',
    from: asDay(params.get('from')),
    to: asDay(params.get('to')),
  };
  const apply = useCallback(
    (next: AuditFilterValue) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of FILTER_KEYS) {
            const value = next[key].trim();
            if (value) updated.set(key, value);
            else updated.delete(key);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filter, apply };
}
