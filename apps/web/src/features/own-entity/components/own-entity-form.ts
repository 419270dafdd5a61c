import { zodResolver } from '@hookform/resolvers/zod';
import { OwnEntityBody, type OwnEntityKind, type Supplier } from '@connector/contracts';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { bodyFieldOf } from '../../../components/form/index.ts';
import { toCountryCode } from '../../../lib/i18n/countries.ts';

/** What the request form holds: every field a string, '' until filled or chosen. */
export interface OwnEntityFormValues {
  CompanyName: string;
  StreetAdress1: string;
  StreetAdress2: string;
  StreetAdress3: string;
  StreetAdress4: string;
  PostCode: string;
  StateProvince: string;
  City: string;
  Country: string;
  TelephoneNumber: string;
  FaxNumber: string;
  ProductOption: OwnEntityKind | '';
}

export type OwnEntityField = keyof OwnEntityFormValues;

export const OWN_ENTITY_FIELDS = [
  'CompanyName',
  'StreetAdress1',
  'StreetAdress2',
  'StreetAdress3',
  'StreetAdress4',
  'PostCode',
  'StateProvince',
  'City',
  'Country',
  'TelephoneNumber',
  'FaxNumber',
  'ProductOption',
] as const satisfies readonly OwnEntityField[];

/**
 * The contracts' rules, checked before anything is sent: company name, address line 1, country and
 * product option required; empty optional fields become undefined, so they are left out.
 */
export const ownEntityResolver = zodResolver(OwnEntityBody) as unknown as Resolver<OwnEntityFormValues, unknown, OwnEntityBody>;

/** The form field a server error (`body.StreetAdress1`) names. */
export const ownEntityFieldOf = bodyFieldOf<OwnEntityFormValues>(OWN_ENTITY_FIELDS);

/** What is known of the company from the supplier: its name and where it is. */
export function ownEntityDefaults(supplier: Supplier): OwnEntityFormValues {
  return {
    CompanyName: supplier.supplierName,
    StreetAdress1: '',
    StreetAdress2: '',
    StreetAdress3: '',
    StreetAdress4: '',
    PostCode: supplier.supplierPostalCode ?? '',
    StateProvince: '',
    City: supplier.supplierCityName ?? '',
    Country: toCountryCode(supplier.supplierCountryName),
    TelephoneNumber: '',
    FaxNumber: '',
    ProductOption: '',
  };
}

/** The longest text a field takes, as the contracts bound it (none for the selects). */
export function maxLengthOf(field: OwnEntityField): number | undefined {
  let schema: z.ZodType = OwnEntityBody.shape[field];
  if (schema instanceof z.ZodPipe) schema = schema.in as z.ZodType;
  if (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}
