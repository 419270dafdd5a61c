import { getMappingLists, type MappingType } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** `GET mappings/{type}/lists`: the Options and the lists an editor offers (MAP-7), read from the providers. */
export function useMappingLists(appId: string, mappingType: MappingType) {
  return useApiQuery(getMappingLists, { params: { appId, mappingType } }, { staleTime: 5 * 60_000 });
}
