/** The supplier an assessment would be started for, as the screens and the supplier lists know it. */
export interface StartTarget {
  supplierId: string;
  name: string;
  bvdId: string | null;
  realm: string | null;
  aribaSupplierId: string | null;
}

/**
 * Whether an assessment may be started for the supplier (ASM-8): its view has both the realm and
 * the Ariba supplier id, and it is linked to a company (the BvD ID the product assesses).
 */
export function canStartAssessment(target: Pick<StartTarget, 'bvdId' | 'realm' | 'aribaSupplierId'>): boolean {
  return Boolean(target.realm?.trim() && target.aribaSupplierId?.trim() && target.bvdId?.trim());
}
