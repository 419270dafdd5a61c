export { adminPath, type FeatureRoute, type LazyScreen } from './feature-route.ts';
