export { isMappingType, MAPPING_TYPES, type MappingType } from './lib/mapping-types.ts';
export { toMapping } from './paths.ts';
export { mappingsRoutes } from './routes.ts';
