import { APP_MESSAGE_CLEAR_MS, appNameInUseMessage } from '@connector/contracts';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formMessage } from '../../../components/form-engine/index.ts';
import { useSelectedApplication } from './use-selected-application.ts';

const IN_USE = ' Name in Use Please change Application Name';

/**
 * A new name must not be one the tenant already uses (APP-9); the message names it and
 * clears after 5 seconds (APP-9).
 */
export function useNameInUse<T extends FieldValues>(form: UseFormReturn<T>, field: Path<T>, ownName?: string) {
  const { t } = useTranslation('applications');
  const { list } = useSelectedApplication();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    /** Shows the message and answers true when `name` is taken. */
    check(name: string): boolean {
      const taken = list.some((entry) => entry.label.toLowerCase() === name.toLowerCase() && entry.label !== ownName);
      if (!taken) return false;
      form.setError(field, { type: 'inUse', message: appNameInUseMessage(name) }, { shouldFocus: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => form.clearErrors(field), APP_MESSAGE_CLEAR_MS);
      return true;
    },
    /** Shows a name-in-use answer of the server under the field; answers whether it was one. */
    fromServer(message: string): boolean {
      if (!message.endsWith(IN_USE)) return false;
      form.setError(field, { type: 'inUse', message }, { shouldFocus: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => form.clearErrors(field), APP_MESSAGE_CLEAR_MS);
      return true;
    },
    text: (message: string) => appNameMessage(t, message),
  };
}

/** A name field's message in the user's language; the name-in-use one keeps the name. */
export function appNameMessage(t: TFunction, message: string): string {
  if (message.endsWith(IN_USE)) return t('applications:validations.nameInUse', { name: message.slice(0, -IN_USE.length) });
  return formMessage(t, message);
}
