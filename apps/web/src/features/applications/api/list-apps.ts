import { listApps } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

export function useApps({ enabled = true } = {}) {
  return useApiQuery(listApps, {}, { enabled });
}
