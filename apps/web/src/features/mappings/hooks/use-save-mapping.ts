import type { MappingContent, MappingType } from '@connector/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useCreateMappingVersion } from '../api/create-mapping-version.ts';
import { useUpdateMappingVersion } from '../api/update-mapping-version.ts';
import { contentToSave } from '../lib/mapping-content.ts';
import { useMappingToast } from './use-mapping-toast.ts';

const CONFLICT = 409;

/**
 * `Save` (MAP-11): a new version or the edited one, naming the revision the editor was opened
 * on; `Success`, or the server's message. A conflict (someone saved meanwhile) is kept to be shown
 * beside a way to reload, since saving again would meet the same refusal.
 */
export function useSaveMapping(appId: string, mappingType: MappingType, version: number | null) {
  const { t } = useTranslation('mappings');
  const create = useCreateMappingVersion(appId, mappingType);
  const update = useUpdateMappingVersion(appId, mappingType);
  const toast = useMappingToast();
  const [conflict, setConflict] = useState<string | null>(null);

  const save = async (content: MappingContent, revision: number, onSaved: () => void) => {
    setConflict(null);
    const body = { revision, content: contentToSave(content) };
    try {
      const answer =
        version === null
          ? await create.mutateAsync({ params: { appId, mappingType }, body })
          : await update.mutateAsync({ params: { appId, mappingType, version }, body });
      toast.success(answer.message, t('editor.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === CONFLICT) setConflict(translateMessage(t, error.message));
      else toast.failure(error);
    }
  };

  return { save, saving: create.isPending || update.isPending, conflict };
}
