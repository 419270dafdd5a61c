import type { MappingContent } from '@connector/contracts';
import type { OrbisMatchCriteria } from '@connector/contracts/providers/orbis';
import { criteriaFrom, DEFAULT_ORBIS_SEARCH } from '../mappings/index.ts';
import type { SupplierRow } from './repository/index.ts';
import { registrationAnswers } from './vendor-fields.ts';

/**
 * The criteria a supplier is matched with: the application's active Ariba Custom Form Integration
 * Mapping, or the default one (name, city, postcode, country and tax id) while none is active
 * (decision 025).
 */
export function criteriaOf(row: SupplierRow, mapping: MappingContent | null): OrbisMatchCriteria {
  return criteriaFrom(mapping ?? DEFAULT_ORBIS_SEARCH, registrationAnswers(row));
}
