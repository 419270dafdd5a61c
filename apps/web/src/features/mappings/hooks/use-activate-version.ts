import type { MappingSet, MappingType } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { useActivateMappingVersion } from '../api/activate-mapping-version.ts';
import { mappingSetKey } from '../api/get-mapping-set.ts';
import { useMappingToast } from './use-mapping-toast.ts';

const CONFLICT = 409;

/**
 * ACTIVATE (MAP-5): names the revision the list shows. After a conflict the set is read again,
 * so the list shows what someone else saved and the next ACTIVATE names its revision.
 */
export function useActivateVersion(appId: string, mappingType: MappingType, set: MappingSet) {
  const { t } = useTranslation('mappings');
  const activate = useActivateMappingVersion(appId, mappingType);
  const queryClient = useQueryClient();
  const toast = useMappingToast();

  const run = (version: number) =>
    activate.mutate(
      { params: { appId, mappingType }, body: { revision: set.revision, version } },
      {
        onSuccess: ({ message }) => toast.success(message, t('list.activated', { version })),
        onError: (error) => {
          toast.failure(error);
          if (error instanceof ApiError && error.status === CONFLICT) void queryClient.invalidateQueries({ queryKey: mappingSetKey(appId, mappingType) });
        },
      },
    );

  return { run, pending: activate.isPending };
}
