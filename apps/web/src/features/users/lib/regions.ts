import { COUNTRY_CODES, USER_LOCALES } from '@connector/contracts';
import type { FieldOption } from '../../../components/form/index.ts';

export type NamedOption = FieldOption;

/** Countries named in `language`, in that language's alphabetical order. */
export function countryOptions(language: string): NamedOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** Locales named in `language` with their code, which users often know better: "British English (en-GB)". */
export function localeOptions(language: string): NamedOption[] {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return USER_LOCALES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
}
