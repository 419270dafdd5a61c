import { getMappingSet, type MappingSet, type MappingType } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey, useApiQuery } from '../../../lib/api/index.ts';

export const mappingSetKey = (appId: string, mappingType: MappingType) => apiKey(getMappingSet, { params: { appId, mappingType } });

/** `GET mappings/{type}`: the versions, the active one and the revision a save names (MAP-4). */
export function useMappingSet(appId: string, mappingType: MappingType) {
  return useApiQuery(getMappingSet, { params: { appId, mappingType } });
}

/** Shows the set a save or an activation answered with: it is the server's state after the change. */
export function useShowMappingSet(appId: string, mappingType: MappingType) {
  const queryClient = useQueryClient();
  return useCallback(
    (set: MappingSet) => queryClient.setQueryData<MappingSet>(mappingSetKey(appId, mappingType), set),
    [appId, mappingType, queryClient],
  );
}
