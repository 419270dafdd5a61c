import { runMappingWriteBack } from '@connector/contracts';
import { useApiMutation } from '../../../lib/api/index.ts';

/** `POST mappings/{type}/run`: writes the active Orbis Integration Mapping back to Ariba for every linked supplier (only what changed). */
export function useRunMappingWriteBack() {
  return useApiMutation(runMappingWriteBack);
}
