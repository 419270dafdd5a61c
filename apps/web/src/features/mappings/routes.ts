import type { FeatureRoute } from '../../lib/routing/index.ts';

/** The five integration mapping types of spec 2 §2.2. */
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

export const mappingsRoutes = {
  mapping: {
    path: 'mapping/:mappingType',
    permission: 'Connector.Configurations.Applications',
    title: ({ mappingType }) => (isMappingType(mappingType) ? `mappings:titles.${mappingType}` : 'mappings:titles.unknown'),
  },
} satisfies Record<string, FeatureRoute>;
