import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the assessment screens below `/admin`; the misspelt `catalystAssesments` is the specification's (spec 1 §2). */
export const ASSESSMENT_PATHS = { catalyst: 'catalystAssesments', supplyChain: 'supplyChainAssessments' } as const;

export const toCatalystAssessments = () => adminLink(ASSESSMENT_PATHS.catalyst);
export const toSupplyChainAssessments = () => adminLink(ASSESSMENT_PATHS.supplyChain);
