import { adminLink } from '../../lib/routing/index.ts';
import type { MappingType } from './lib/mapping-types.ts';

/** Path of the mapping screens below `/admin`, one per mapping type, and its link builder. */
export const MAPPING_PATHS = { mapping: 'mapping/:mappingType' } as const;

export const toMapping = (mappingType: MappingType) => adminLink(MAPPING_PATHS.mapping, { mappingType });
