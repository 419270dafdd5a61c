import { COUNTRY_CODES, type CountryCode } from '@connector/contracts';

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/** Countries named in `language`, in that language's alphabetical order. */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** The country code of a supplier's country, when it is one (Ariba sends ISO codes). */
export function toCountryCode(value: string | null | undefined): CountryCode | '' {
  const code = value?.trim().toUpperCase() ?? '';
  return (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : '';
}

/** A country's name in `language` when `value` is an ISO code, else `value` as it came. */
export function countryName(language: string, value: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
