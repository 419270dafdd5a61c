import { FORM_MESSAGES, type FieldDefinition } from '@connector/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n/index.ts';

const STARTS = 'Must Start With ';

/**
 * A message of `validateSection` in the user's language. The prefix of "Must Start With {prefix}"
 * is data, so that one is translated around it.
 */
export function formMessage(t: TFunction, message: string): string {
  if (message.startsWith(STARTS)) return t('applications:form.startsWith', { prefix: message.slice(STARTS.length) });
  return translateMessage(t, message);
}

/** Texts of one section's fields: labels by section and key, falling back to the definition's own. */
export function useFieldTexts(section: string) {
  const { t } = useTranslation('applications');
  return {
    t,
    label: (field: FieldDefinition) => t(`fields.${section}.${field.key}`, { defaultValue: field.label }),
    column: (field: FieldDefinition, column: { key: string; label: string }) =>
      t(`fields.${section}.${field.key}_${column.key}`, { defaultValue: column.label }),
    message: (message: string | undefined) => (message ? formMessage(t, message) : undefined),
  };
}

export const REQUIRED_MESSAGE = FORM_MESSAGES.required;
