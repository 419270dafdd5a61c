import { useNavigate } from 'react-router';
import type { ApiResponse } from '../../lib/api/index.ts';
import { useOutcomeToast } from '../../lib/feedback/index.ts';

/**
 * What follows a save: the server's success message in a toast (else `fallback`), then back
 * to `to` when given (a form that stays open shows what was stored instead).
 */
export function useAfterSave(fallback: string, to?: string) {
  const navigate = useNavigate();
  const toast = useOutcomeToast();
  return async ({ message }: ApiResponse<unknown>) => {
    toast.success(message, fallback);
    if (to !== undefined) await navigate(to);
  };
}
