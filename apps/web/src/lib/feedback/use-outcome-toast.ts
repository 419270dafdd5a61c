import { GENERIC_MESSAGES } from '@connector/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/index.ts';
import { translateMessage } from '../i18n/index.ts';
import { useToast } from './toast.ts';

/**
 * Toasts of a call's outcome (API-10): the server's success message in green (else the
 * screen's own), the server's error message in red, else the generic one.
 */
export function useOutcomeToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string | undefined, fallback: string) => toast.success(message ? translateMessage(t, message) : fallback),
      failure: (error: unknown) =>
        toast.error(translateMessage(t, error instanceof ApiError ? error.message : GENERIC_MESSAGES.somethingWrong)),
      /** A failure told in the screen's own words. */
      error: (message: string) => toast.error(message),
    }),
    [t, toast],
  );
}
