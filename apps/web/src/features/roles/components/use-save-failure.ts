import { GENERIC_MESSAGES } from '@connector/contracts';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import type { RoleFormValues } from './role-form-values.ts';

const CONFLICT = 409;
const FIELDS = new Set(['roleId', 'name', 'description', 'permissions']);

/**
 * Reports a failed save as spec 1 §8 asks: the server's message in a red toast (else the
 * client's), and each field the server names gets its message under it.
 */
export function useSaveFailure(setError: UseFormSetError<RoleFormValues>) {
  const { t } = useTranslation('roles');
  const toast = useToast();
  return (error: unknown, roleId: string) => {
    if (!(error instanceof ApiError)) {
      toast.error(translateMessage(t, GENERIC_MESSAGES.somethingWrong));
      return;
    }
    // The duplicate message names the role, so it is written here to be translated.
    const message = error.status === CONFLICT ? t('form.duplicate', { roleId }) : translateMessage(t, error.message);
    toast.error(message);
    for (const { field, message: fieldMessage } of error.errors) {
      const name = field.replace(/^body\./, '').replace(/\.\d+$/, '');
      if (!FIELDS.has(name)) continue;
      const text = error.status === CONFLICT ? message : translateMessage(t, fieldMessage);
      setError(name as keyof RoleFormValues, { type: 'server', message: text }, { shouldFocus: true });
    }
  };
}
