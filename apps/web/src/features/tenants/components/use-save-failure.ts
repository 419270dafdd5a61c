import { GENERIC_MESSAGES } from '@connector/contracts';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { useToast } from '../../../lib/feedback/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { EMPTY_TENANT, type TenantFormValues } from './tenant-form-values.ts';

const CONFLICT = 409;
const FIELDS = new Set<string>([...Object.keys(EMPTY_TENANT), 'ssoMapping.Email']);

/**
 * Reports a failed save as spec 1 §8 asks: the server's message in a red toast (else the
 * client's), and each field the server names gets its message under it.
 */
export function useSaveFailure(setError: UseFormSetError<TenantFormValues>) {
  const { t } = useTranslation('tenants');
  const toast = useToast();
  return (error: unknown, tenantId: string) => {
    if (!(error instanceof ApiError)) {
      toast.error(translateMessage(t, GENERIC_MESSAGES.somethingWrong));
      return;
    }
    // The duplicate message names the tenant, so it is written here to be translated.
    const message = error.status === CONFLICT ? t('form.duplicate', { tenantId }) : translateMessage(t, error.message);
    toast.error(message);
    for (const { field, message: fieldMessage } of error.errors) {
      const name = field.replace(/^body\./, '');
      if (!FIELDS.has(name)) continue;
      const text = error.status === CONFLICT ? message : translateMessage(t, fieldMessage);
      setError(name as FieldPath<TenantFormValues>, { type: 'server', message: text }, { shouldFocus: true });
    }
  };
}
