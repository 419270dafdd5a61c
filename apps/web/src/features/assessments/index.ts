export { toCatalystAssessments, toSupplyChainAssessments } from './paths.ts';
export { assessmentsRoutes } from './routes.ts';
