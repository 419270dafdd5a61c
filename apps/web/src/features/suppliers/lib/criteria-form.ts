import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MATCH_PERCENT, SearchCriteria, SUPPLIER_MESSAGES, type SupplierDetail } from '@connector/contracts';
import type { OrbisExclusionFlag } from '@connector/contracts/providers/orbis';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { toCountryCode } from '../../../lib/i18n/countries.ts';

/** What the criteria form holds; the country is '' until one is chosen. */
export interface CriteriaFormValues {
  CompanyName: string;
  NationalId: string;
  City: string;
  PostCode: string;
  Country: string;
  MatchPercent: number;
  Exclusions: OrbisExclusionFlag[];
}

/**
 * The contracts' criteria, with City required: the screen marks it required (SUP-11), while
 * the call itself also serves the automatic matching, which may lack a city.
 */
const CriteriaForm = SearchCriteria.extend({
  City: z.string().trim().min(1, SUPPLIER_MESSAGES.cityRequired).max(100),
});

export const criteriaResolver = zodResolver(CriteriaForm) as unknown as Resolver<CriteriaFormValues, unknown, SearchCriteria>;

/** The criteria when the values pass the form's rules, else null (a prefill may lack a city). */
export function validCriteria(values: CriteriaFormValues): SearchCriteria | null {
  const parsed = CriteriaForm.safeParse(values);
  return parsed.success ? parsed.data : null;
}

export const EMPTY_CRITERIA: CriteriaFormValues = {
  CompanyName: '',
  NationalId: '',
  City: '',
  PostCode: '',
  Country: '',
  MatchPercent: DEFAULT_MATCH_PERCENT,
  Exclusions: [],
};

/**
 * The link flow's prefill: the criteria the application's active Ariba Custom Form Integration
 * Mapping makes of the supplier, as the server answers them with it (decision 025).
 */
export function criteriaOf({ data: supplier, criteria }: SupplierDetail): CriteriaFormValues {
  return {
    ...EMPTY_CRITERIA,
    CompanyName: criteria.Name ?? supplier.supplierName,
    NationalId: criteria.NationalId ?? '',
    City: criteria.City ?? '',
    PostCode: criteria.PostCode ?? '',
    Country: toCountryCode(criteria.Country ?? ''),
  };
}

/** Match Percentage choices, 1 % to 100 % (SUP-10). */
export const MATCH_PERCENTAGES: readonly number[] = Array.from({ length: 100 }, (_, i) => i + 1);

/** The form's values for a search that ran: what the form shows when that search is opened again. */
export const formValuesOf = (criteria: SearchCriteria): CriteriaFormValues => ({
  ...criteria,
  NationalId: criteria.NationalId ?? '',
  City: criteria.City ?? '',
  PostCode: criteria.PostCode ?? '',
});
