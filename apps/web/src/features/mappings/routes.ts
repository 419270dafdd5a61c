import { ANY_MAPPING_PERMISSION } from '@connector/contracts';
import { defineRoutes } from '../../lib/routing/index.ts';
import { isMappingType } from './lib/mapping-types.ts';
import { MAPPING_PATHS } from './paths.ts';

/**
 * One screen per mapping type, titled by it. The route admits a user holding any mapping
 * permission; the screen refuses those without the type's own (`MAPPING_PERMISSIONS`), as the
 * server does (MAP-1).
 */
export const mappingsRoutes = defineRoutes('mappings', MAPPING_PATHS, {
  mapping: {
    permission: ANY_MAPPING_PERMISSION,
    title: ({ mappingType }) => (isMappingType(mappingType) ? `mappings:titles.${mappingType}` : 'mappings:titles.unknown'),
    screen: () => import('./components/mapping-screen.tsx'),
  },
});
