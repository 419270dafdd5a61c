import { MAPPING_TYPES, type MappingType } from '@connector/contracts';

/** The five integration mapping types of MAP-1, as contracts write them. */
export { MAPPING_TYPES, type MappingType };

export function isMappingType(value: unknown): value is MappingType {
  return (MAPPING_TYPES as readonly unknown[]).includes(value);
}
