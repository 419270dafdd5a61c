export { adminLink, adminPath, defineRoutes, type FeatureRoute, type LazyScreen, type ScreenSpec } from './feature-route.ts';
