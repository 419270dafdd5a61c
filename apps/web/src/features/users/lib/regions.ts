import { USER_LOCALES } from '@connector/contracts';
import type { FieldOption } from '../../../components/form/index.ts';

export type NamedOption = FieldOption;

export { countryOptions } from '../../../components/form/index.ts';

/** Locales named in `language` with their code, which users often know better: "British English (en-GB)". */
export function localeOptions(language: string): NamedOption[] {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return USER_LOCALES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
}
