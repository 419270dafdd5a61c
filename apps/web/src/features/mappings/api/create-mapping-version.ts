import { createMappingVersion, type MappingType } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';
import { useShowMappingSet } from './get-mapping-set.ts';

/** `POST mappings/{type}/versions`: a new version, numbered by the server (MAP-5). */
export function useCreateMappingVersion(appId: string, mappingType: MappingType) {
  const show = useShowMappingSet(appId, mappingType);
  return useApiMutation(createMappingVersion, { onSuccess: ({ data }) => show(data) });
}
