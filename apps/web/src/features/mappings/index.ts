export { isMappingType, MAPPING_TYPES, mappingsRoutes, type MappingType } from './routes.ts';
