import { updateMappingVersion, type MappingType } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useShowMappingSet } from './get-mapping-set.ts';

/** `PUT mappings/{type}/versions/{version}`: an edited version keeps its number (MAP-5). */
export function useUpdateMappingVersion(appId: string, mappingType: MappingType) {
  const show = useShowMappingSet(appId, mappingType);
  return useApiMutation(updateMappingVersion, { onSuccess: ({ data }) => show(data) });
}
