import { getTenantAuth, TenantAuthInfo } from '@connector/contracts';
import type { ReactNode } from 'react';
import { TenantNotFoundPage } from '../../features/auth/index.ts';
import { useApiQuery } from '../../lib/api/index.ts';
import { Loading } from '../../lib/feedback/index.ts';

interface TenantGateProps {
  tenantId: string;
  /** Something else the first screen needs is on its way (the page's language): keep the spinner. */
  waiting?: boolean;
  children: (settings: TenantAuthInfo) => ReactNode;
}

/** Stable, so the query keeps one settings object rather than a new one on every render. */
const readSettings = (data: unknown) => TenantAuthInfo.safeParse(data).data ?? null;

/**
 * Fetches the tenant's sign-in settings; any failure of that lookup means the tenant is unknown,
 * including an answer that is not the settings (a page served where the API should be).
 */
export function TenantGate({ tenantId, waiting = false, children }: TenantGateProps) {
  const lookup = useApiQuery(
    getTenantAuth,
    { params: { tenantId } },
    { staleTime: Infinity, select: readSettings },
  );
  if (lookup.isPending || waiting) return <Loading />;
  if (lookup.isError || !lookup.data) return <TenantNotFoundPage />;
  return children(lookup.data);
}
