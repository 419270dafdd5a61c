import { FORM_MESSAGES, type FieldDefinition } from '@connector/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n/index.ts';

const STARTS = 'Must Start With ';

/**
 * A message of `validateSection` in the user's language. The prefix of "Must Start With {prefix}"
 * is data, so that one is translated around it.
 */
export function formMessage(t: TFunction, message: string): string {
  if (message.startsWith(STARTS)) return t('form:engine.startsWith', { prefix: message.slice(STARTS.length) });
  return translateMessage(t, message);
}

/**
 * Texts of one section's fields, from the namespace of the feature that renders the manifest:
 * `fields.<section>.<key>` labels and `options.<value>` choices, falling back to the definition's own.
 */
export function useFieldTexts(namespace: string, section: string) {
  const { t } = useTranslation(namespace);
  return {
    label: (field: FieldDefinition) => t(`fields.${section}.${field.key}`, { defaultValue: field.label }),
    column: (field: FieldDefinition, column: { key: string; label: string }) =>
      t(`fields.${section}.${field.key}_${column.key}`, { defaultValue: column.label }),
    option: (option: FieldOptionDefinition) => t(`options.${option.value}`, { defaultValue: option.label, nsSeparator: false }),
    message: (message: string | undefined) => (message ? formMessage(t, message) : undefined),
  };
}

/** One choice of a select field as the manifest defines it. */
export type FieldOptionDefinition = NonNullable<FieldDefinition['options']>[number];

export const REQUIRED_MESSAGE = FORM_MESSAGES.required;
