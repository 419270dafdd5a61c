import { getMappingModels, type MappingType } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** `GET mappings/{type}/models`: the Catalyst's models, read only when `Refresh Models` asks (MAP-13). */
export function useMappingModels(appId: string, mappingType: MappingType) {
  return useApiQuery(getMappingModels, { params: { appId, mappingType } }, { enabled: false });
}
