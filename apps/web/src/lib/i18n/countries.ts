import { COUNTRY_CODES, type CountryCode } from '@connector/contracts';

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
