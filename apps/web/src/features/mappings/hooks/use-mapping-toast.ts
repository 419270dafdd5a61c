import { GENERIC_MESSAGES, TOAST_ERROR_MS } from '@connector/contracts';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

/**
 * The mapping screens' toasts: success and error bars both stay 6 seconds, like those of the
 * Applications screen they are reached from. Server messages are shown in the reader's language.
 */
export function useMappingToast() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (message: string, variant: 'success' | 'error') => enqueueSnackbar(message, { variant, autoHideDuration: TOAST_ERROR_MS });
    return {
      /** The server's message, else the screen's own. */
      success: (message: string | undefined, fallback: string) => show(message ? translateMessage(t, message) : fallback, 'success'),
      failure: (error: unknown) => show(translateMessage(t, error instanceof ApiError ? error.message : GENERIC_MESSAGES.somethingWrong), 'error'),
      error: (message: string) => show(message, 'error'),
    };
  }, [t, enqueueSnackbar]);
}
