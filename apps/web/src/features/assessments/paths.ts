import { adminLink } from '../../lib/routing/index.ts';

/** Paths of the assessment screens below `/admin`; the misspelt `catalystAssesments` is kept as required (ASM-1). */
export const ASSESSMENT_PATHS = { catalyst: 'catalystAssesments', supplyChain: 'supplyChainAssessments' } as const;

export const toCatalystAssessments = () => adminLink(ASSESSMENT_PATHS.catalyst);
export const toSupplyChainAssessments = () => adminLink(ASSESSMENT_PATHS.supplyChain);
