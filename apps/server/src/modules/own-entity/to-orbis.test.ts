import { OwnEntityBody, OWN_ENTITY_MESSAGES } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { toOrbisEntity } from './to-orbis.ts';

describe('the own-entity form sent to Orbis', () => {
  it('names every field as Orbis does and leaves the empty optional ones out', () => {
    const body = OwnEntityBody.parse({
      CompanyName: ' Acme Tooling SL ',
      StreetAdress1: 'Calle Mayor 5',
      StreetAdress2: '',
      StreetAdress3: '  ',
      StreetAdress4: 'Puerta B',
      PostCode: '28013',
      StateProvince: '',
      City: 'Madrid',
      Country: 'ES',
      TelephoneNumber: '+34 910 000 000',
      FaxNumber: '',
      ProductOption: 'SupplyCompliance',
    });
    expect(toOrbisEntity(body)).toEqual({
      NAME: 'Acme Tooling SL',
      ADDRESS_LINE1: 'Calle Mayor 5',
      ADDRESS_LINE4: 'Puerta B',
      POSTCODE: '28013',
      CITY: 'Madrid',
      COUNTRY_ISO_CODE: 'ES',
      PHONE_NUMBER: '+34 910 000 000',
    });
  });

  it('requires address line 1 and the country with the messages of the form', () => {
    const result = OwnEntityBody.safeParse({ CompanyName: 'Acme', StreetAdress1: ' ', ProductOption: 'Supply' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(messages).toEqual({ StreetAdress1: OWN_ENTITY_MESSAGES.streetRequired, Country: OWN_ENTITY_MESSAGES.countryRequired });
  });
});
