import { getMappingEmails, type MappingType } from '@connector/contracts';
import { useApiQuery } from '../../../lib/api/index.ts';

/** `GET mappings/{type}/emails`: the tenant's users' addresses, to choose who hears of a write-back (MAP-19). */
export function useMappingEmails(appId: string, mappingType: MappingType) {
  return useApiQuery(getMappingEmails, { params: { appId, mappingType } });
}
