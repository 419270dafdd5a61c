/** The five integration mapping types of MAP-1. */
export const MAPPING_TYPES = [
  'orbisSearchMapping',
  'questionnaireMapping',
  'catalystMapping',
  'riskMapping',
  'supplyChainMapping',
] as const;
export type MappingType = (typeof MAPPING_TYPES)[number];

export function isMappingType(value: unknown): value is MappingType {
  return (MAPPING_TYPES as readonly unknown[]).includes(value);
}
