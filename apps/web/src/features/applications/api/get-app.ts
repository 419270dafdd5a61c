import { getApp } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

export function useApp(appId: string | null, { enabled = true } = {}) {
  return useApiQuery(getApp, { params: { appId: appId ?? '' } }, { enabled: enabled && Boolean(appId) });
}
