import { GENERIC_MESSAGES } from '@connector/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';

/**
 * Toasts of the user screens (spec 1 §8): the server's success message in green, the server's
 * error message in red for 6 s, else the generic message.
 */
export function useUserFeedback() {
  const { t } = useTranslation();
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string | undefined, fallback: string) => toast.success(message ? translateMessage(t, message) : fallback),
      failure: (error: unknown) =>
        toast.error(translateMessage(t, error instanceof ApiError ? error.message : GENERIC_MESSAGES.somethingWrong)),
    }),
    [t, toast],
  );
}
