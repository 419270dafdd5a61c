import { APPLICATIONS_PERMISSION } from '@connector/contracts';
import { defineRoutes } from '../../lib/routing/index.ts';
import { isMappingType } from './lib/mapping-types.ts';
import { MAPPING_PATHS } from './paths.ts';

/** One screen per mapping type, titled by it; the screen is still to come. */
export const mappingsRoutes = defineRoutes('mappings', MAPPING_PATHS, {
  mapping: {
    permission: APPLICATIONS_PERMISSION,
    title: ({ mappingType }) => (isMappingType(mappingType) ? `mappings:titles.${mappingType}` : 'mappings:titles.unknown'),
  },
});
