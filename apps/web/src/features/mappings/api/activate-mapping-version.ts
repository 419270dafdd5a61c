import { activateMappingVersion, type MappingType } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useShowMappingSet } from './get-mapping-set.ts';

/** `PUT mappings/{type}/active`: ACTIVATE (MAP-5). */
export function useActivateMappingVersion(appId: string, mappingType: MappingType) {
  const show = useShowMappingSet(appId, mappingType);
  return useApiMutation(activateMappingVersion, { onSuccess: ({ data }) => show(data) });
}
