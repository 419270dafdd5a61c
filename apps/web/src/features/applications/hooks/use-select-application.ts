import { GENERIC_MESSAGES, getApp, type AppListEntry } from '@connector/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKey, ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import { useSaveLastApplication } from '../api/save-last-application.ts';
import { selectionStore } from '../lib/selection-store.ts';

/**
 * Switches the console to another application (APP-26): it is stored for
 * the tenant, its configuration read again, and it becomes the user's last application through
 * the user's own call, which names the application and nothing else.
 */
export function useSelectApplication() {
  const { tenantId } = useSession();
  const queryClient = useQueryClient();
  const { mutateAsync: saveLast } = useSaveLastApplication();
  const toast = useToast();
  const { t } = useTranslation('applications');
  return useCallback(
    (entry: AppListEntry, { remember = true } = {}) => {
      selectionStore.setSelected(tenantId, entry);
      void queryClient.invalidateQueries({ queryKey: apiKey(getApp, { params: { appId: entry.value } }) });
      if (!remember) return Promise.resolve();
      return saveLast({ body: { appId: entry.value } }).then(
        () => undefined,
        (error: unknown) => {
          toast.error(t('selector.notRemembered', { reason: translateMessage(t, reasonOf(error)) }));
        },
      );
    },
    [tenantId, queryClient, saveLast, toast, t],
  );
}

/** Why the choice was refused: the field's own message when the server names one, else the answer's. */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : GENERIC_MESSAGES.somethingWrong;
