import { validateSection, type FieldDefinition, type FieldValues as SectionValues } from '@connector/contracts';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** A form's values: one object of field values per section key (react-hook-form's loose record). */
export type SectionsValues = FieldValues;

export interface SectionDefinition {
  key: string;
  fields: readonly FieldDefinition[];
  /**
   * Password fields whose value is kept by the server: they arrive empty (null) and stay so
   * unless the user types a new one, yet count as filled.
   */
  storedSecrets?: readonly string[];
}

/** Stands for a stored secret while checking; never sent. */
const STORED = '\u0000stored';

function withStoredSecrets(section: SectionDefinition, values: SectionValues): SectionValues {
  const filled = { ...values };
  for (const key of section.storedSecrets ?? []) if (filled[key] == null) filled[key] = STORED;
  return filled;
}

function withoutStoredSecrets(values: SectionValues): SectionValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === STORED ? null : value]));
}

/**
 * Checks every section with the contracts' `validateSection`, the very rules the server applies.
 * Its messages land at `section.field` (cells at `section.field.row.column`), so each shows under
 * its own input; valid values come back as they are stored (ending characters appended).
 */
export function checkSections(sections: readonly SectionDefinition[], values: SectionsValues) {
  const errors: FieldErrors<SectionsValues> = {};
  const cleaned: SectionsValues = { ...values };
  for (const section of sections) {
    const own = (values[section.key] ?? {}) as SectionValues;
    const result = validateSection(section.fields, withStoredSecrets(section, own));
    cleaned[section.key] = { ...own, ...withoutStoredSecrets(result.values) };
    for (const [path, message] of Object.entries(result.errors)) {
      set(errors, `${section.key}.${path}`, { type: 'validate', message });
    }
  }
  return { values: cleaned, errors };
}

/** react-hook-form resolver over the sections that are shown; hidden sections are left alone. */
export function sectionsResolver(sections: readonly SectionDefinition[]): Resolver<SectionsValues> {
  return (values) => {
    const { values: cleaned, errors } = checkSections(sections, values);
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: cleaned, errors: {} };
  };
}
