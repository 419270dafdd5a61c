import { getApp, type AppListEntry } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKey, type ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import { useSaveLastApplication } from '../api/save-last-application.ts';
import { selectionStore } from '../lib/selection-store.ts';

/**
 * Switches the console to another application (spec 2 §4 "App screen mode"): it is stored for
 * the tenant, its configuration read again, and it becomes the user's last application.
 */
export function useSelectApplication() {
  const { tenantId } = useSession();
  const queryClient = useQueryClient();
  const saveLast = useSaveLastApplication();
  const toast = useToast();
  const { t } = useTranslation('applications');
  return useCallback(
    (entry: AppListEntry, { remember = true } = {}) => {
      selectionStore.setSelected(tenantId, entry);
      void queryClient.invalidateQueries({ queryKey: apiKey(getApp, { params: { appId: entry.value } }) });
      if (!remember) return Promise.resolve();
      return saveLast(entry).catch((error: unknown) => {
        toast.error(t('selector.notRemembered', { reason: translateMessage(t, (error as ApiError).message ?? '') }));
      });
    },
    [tenantId, queryClient, saveLast, toast, t],
  );
}
