import { revealAppClientSecret } from '@connector/contracts';
import { useApi } from '../../../lib/api/index.ts';

/** The connector API client secret of an application in clear, only when the user asks to see it. */
export function useRevealAppClientSecret(tenantId: string, appId: string) {
  const api = useApi();
  return async () => (await api.call(revealAppClientSecret, { params: { tenantId, appId } })).clientSecret;
}
