import { getTenant } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

export function useTenant(id: string) {
  return useApiQuery(getTenant, { params: { id } });
}
