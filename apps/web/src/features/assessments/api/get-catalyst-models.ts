import { getCatalystModels } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** `GET catalyst/models`: the compliance models (`data.models`), read when the start dialog opens. */
export function useCatalystModels(appId: string, enabled: boolean) {
  return useApiQuery(getCatalystModels, { params: { appId } }, { enabled, select: (data) => data.models });
}
