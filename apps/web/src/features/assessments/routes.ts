import { defineRoutes } from '../../lib/routing/index.ts';
import { ASSESSMENT_PATHS } from './paths.ts';

/** The two assessment lists; screens still to come. */
export const assessmentsRoutes = defineRoutes('assessments', ASSESSMENT_PATHS, {
  catalyst: { permission: 'Connector.CatalystAssesments' },
  supplyChain: { permission: 'Connector.SupplyChainAssessments' },
});
