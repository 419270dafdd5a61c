import type { AssessmentProduct, Permission } from '@connector/contracts';

/** The permission that opens a product's screen and lets its assessments be started (ASM-1). */
export const ASSESSMENT_PERMISSIONS = {
  catalyst: 'Connector.CatalystAssesments',
  supplyChain: 'Connector.SupplyChainAssessments',
} as const satisfies Record<AssessmentProduct, Permission>;
