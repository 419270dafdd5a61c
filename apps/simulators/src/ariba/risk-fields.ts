import { ARIBA_EXPOSURE_LEVELS, type AribaRiskSupplier, type AribaSupplierExposure } from '@connector/contracts/providers/ariba';

/**
 * The custom risk fields pushed for each supplier through the Risk Category Information API, and
 * the exposure the Risk Exposure API reports from them. Real Ariba computes exposure from its own
 * risk model; here the highest exposure level a pushed value names stands for both the inherent
 * and the residual exposure, and a supplier with nothing pushed is `Unknown`.
 */
export class RiskFields {
  private readonly fields = new Map<string, Map<string, string>>();

  clear() {
    this.fields.clear();
  }

  /** New values over the supplier's earlier ones, field by field. */
  merge(realm: string, { smVendorId, customFields }: AribaRiskSupplier) {
    const key = `${realm}/${smVendorId}`;
    const current = this.fields.get(key) ?? new Map<string, string>();
    for (const { fieldName, value } of customFields) current.set(fieldName, value);
    this.fields.set(key, current);
  }

  exposure(realm: string, smVendorId: string): AribaSupplierExposure {
    const current = this.fields.get(`${realm}/${smVendorId}`) ?? new Map<string, string>();
    const ranks = [...current.values()].map((value) => ARIBA_EXPOSURE_LEVELS.findIndex((level) => level.toLowerCase() === value.trim().toLowerCase()));
    const level = ARIBA_EXPOSURE_LEVELS[Math.max(0, ...ranks)] ?? 'Unknown';
    return {
      smVendorId,
      residualExposure: level,
      inherentExposure: level,
      customFields: [...current].map(([fieldName, value]) => ({ fieldName, value })),
    };
  }
}
