import type { Faker } from '@faker-js/faker';

export interface CountryProfile {
  iso: string;
  name: string;
  /** Share of companies registered here. */
  weight: number;
  legalForms: readonly (readonly [string, number])[];
  nationalIdLabel: string;
  nationalIdType: string;
  /** Writes the registry number from the 9 digits every id is derived from. */
  formatId: (digits: string) => string;
  currency: string;
  /** Street addresses written "12 High Street" rather than "Hauptstraße 12". */
  numberFirst: boolean;
  loadFaker: () => Promise<Faker>;
}

/** Latin-script countries only: the matcher folds accents but does not transliterate. */
export const COUNTRIES: readonly CountryProfile[] = [
  { iso: 'DE', name: 'Germany', weight: 12, legalForms: [['GmbH', 6], ['AG', 1], ['KG', 1], ['GmbH & Co. KG', 2]], nationalIdLabel: 'Trade register number', nationalIdType: 'HRB', formatId: (d) => `HRB ${d}`, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/de')).faker },
  { iso: 'AT', name: 'Austria', weight: 3, legalForms: [['GmbH', 5], ['AG', 1], ['KG', 1]], nationalIdLabel: 'Company register number', nationalIdType: 'FN', formatId: (d) => `FN ${d}`, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/de_AT')).faker },
  { iso: 'CH', name: 'Switzerland', weight: 3, legalForms: [['AG', 3], ['GmbH', 3], ['SA', 1], ['SARL', 1]], nationalIdLabel: 'UID number', nationalIdType: 'UID', formatId: (d) => `CHE-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`, currency: 'CHF', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/de_CH')).faker },
  { iso: 'FR', name: 'France', weight: 10, legalForms: [['SAS', 4], ['SARL', 4], ['SA', 2]], nationalIdLabel: 'SIREN number', nationalIdType: 'SIREN', formatId: (d) => d, currency: 'EUR', numberFirst: true, loadFaker: async () => (await import('@faker-js/faker/locale/fr')).faker },
  { iso: 'BE', name: 'Belgium', weight: 3, legalForms: [['SA', 2], ['SARL', 1], ['NV', 2], ['BV', 2]], nationalIdLabel: 'Company number', nationalIdType: 'KBO', formatId: (d) => `0${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/fr_BE')).faker },
  { iso: 'NL', name: 'Netherlands', weight: 5, legalForms: [['BV', 6], ['NV', 1]], nationalIdLabel: 'KvK number', nationalIdType: 'KVK', formatId: (d) => d, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/nl')).faker },
  { iso: 'ES', name: 'Spain', weight: 7, legalForms: [['SL', 5], ['SA', 2]], nationalIdLabel: 'CIF', nationalIdType: 'CIF', formatId: (d) => `B${d}`, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/es')).faker },
  { iso: 'IT', name: 'Italy', weight: 7, legalForms: [['Srl', 5], ['SpA', 2]], nationalIdLabel: 'Codice fiscale', nationalIdType: 'CF', formatId: (d) => `00${d}`, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/it')).faker },
  { iso: 'PT', name: 'Portugal', weight: 2, legalForms: [['Lda', 4], ['SA', 1]], nationalIdLabel: 'NIPC', nationalIdType: 'NIPC', formatId: (d) => d, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/pt_PT')).faker },
  { iso: 'GB', name: 'United Kingdom', weight: 10, legalForms: [['Ltd', 8], ['PLC', 1]], nationalIdLabel: 'Company number', nationalIdType: 'CRN', formatId: (d) => `GB${d}`, currency: 'GBP', numberFirst: true, loadFaker: async () => (await import('@faker-js/faker/locale/en_GB')).faker },
  { iso: 'IE', name: 'Ireland', weight: 2, legalForms: [['Ltd', 5], ['PLC', 1]], nationalIdLabel: 'CRO number', nationalIdType: 'CRO', formatId: (d) => `IE${d}`, currency: 'EUR', numberFirst: true, loadFaker: async () => (await import('@faker-js/faker/locale/en_IE')).faker },
  { iso: 'US', name: 'United States', weight: 14, legalForms: [['Inc', 5], ['LLC', 4], ['Corp', 2]], nationalIdLabel: 'EIN', nationalIdType: 'EIN', formatId: (d) => `${d.slice(0, 2)}-${d.slice(2)}`, currency: 'USD', numberFirst: true, loadFaker: async () => (await import('@faker-js/faker/locale/en_US')).faker },
  { iso: 'CA', name: 'Canada', weight: 3, legalForms: [['Inc', 3], ['Ltd', 2], ['Corp', 1]], nationalIdLabel: 'Business number', nationalIdType: 'BN', formatId: (d) => `${d} RC0001`, currency: 'CAD', numberFirst: true, loadFaker: async () => (await import('@faker-js/faker/locale/en_CA')).faker },
  { iso: 'MX', name: 'Mexico', weight: 2, legalForms: [['SA de CV', 3], ['SA', 1]], nationalIdLabel: 'RFC', nationalIdType: 'RFC', formatId: (d) => `MX${d}`, currency: 'MXN', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/es_MX')).faker },
  { iso: 'BR', name: 'Brazil', weight: 3, legalForms: [['Ltda', 4], ['SA', 1]], nationalIdLabel: 'CNPJ', nationalIdType: 'CNPJ', formatId: (d) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/0001-${d.slice(8)}0`, currency: 'BRL', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/pt_BR')).faker },
  { iso: 'AU', name: 'Australia', weight: 3, legalForms: [['Pty Ltd', 5], ['Ltd', 1]], nationalIdLabel: 'ACN', nationalIdType: 'ACN', formatId: (d) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, currency: 'AUD', numberFirst: true, loadFaker: async () => (await import('@faker-js/faker/locale/en_AU')).faker },
  { iso: 'PL', name: 'Poland', weight: 3, legalForms: [['Sp. z o.o.', 5], ['SA', 1]], nationalIdLabel: 'KRS number', nationalIdType: 'KRS', formatId: (d) => `0${d}`, currency: 'PLN', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/pl')).faker },
  { iso: 'SE', name: 'Sweden', weight: 2, legalForms: [['AB', 1]], nationalIdLabel: 'Organisation number', nationalIdType: 'ORGNR', formatId: (d) => `5${d.slice(0, 5)}-${d.slice(5)}`, currency: 'SEK', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/sv')).faker },
  { iso: 'DK', name: 'Denmark', weight: 2, legalForms: [['ApS', 3], ['AS', 1]], nationalIdLabel: 'CVR number', nationalIdType: 'CVR', formatId: (d) => `DK${d}`, currency: 'DKK', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/da')).faker },
  { iso: 'NO', name: 'Norway', weight: 1, legalForms: [['AS', 1]], nationalIdLabel: 'Organisation number', nationalIdType: 'ORGNR', formatId: (d) => d, currency: 'NOK', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/nb_NO')).faker },
  { iso: 'FI', name: 'Finland', weight: 1, legalForms: [['Oy', 1]], nationalIdLabel: 'Business ID', nationalIdType: 'Y-tunnus', formatId: (d) => `${d.slice(0, 8)}-${d.slice(8)}`, currency: 'EUR', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/fi')).faker },
  { iso: 'CZ', name: 'Czechia', weight: 2, legalForms: [['s.r.o.', 4], ['AS', 1]], nationalIdLabel: 'IČO', nationalIdType: 'ICO', formatId: (d) => `CZ${d}`, currency: 'CZK', numberFirst: false, loadFaker: async () => (await import('@faker-js/faker/locale/cs_CZ')).faker },
];

export function countryByIso(iso: string): CountryProfile | undefined {
  return COUNTRIES.find((country) => country.iso === iso);
}
