import type { FeatureRoute } from '../../lib/routing/index.ts';

/** The misspelt `catalystAssesments` path is the specification's (spec 1 §2). */
export const assessmentsRoutes = {
  catalyst: { path: 'catalystAssesments', permission: 'Connector.CatalystAssesments', title: 'assessments:titles.catalyst' },
  supplyChain: {
    path: 'supplyChainAssessments',
    permission: 'Connector.SupplyChainAssessments',
    title: 'assessments:titles.supplyChain',
  },
} satisfies Record<string, FeatureRoute>;
