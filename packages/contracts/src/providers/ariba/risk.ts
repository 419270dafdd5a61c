import { z } from 'zod';

/** Suppliers one `PATCH /suppliers` of the Risk Category Information API takes at most. */
export const ARIBA_RISK_SUPPLIERS_PER_CALL = 100;

/** A realm's risk custom fields, `FIELD_01` to `FIELD_300`. */
export const RiskFieldName = z.string().regex(/^FIELD_\d{2,3}$/);

/**
 * One supplier's values for the realm's custom risk fields. The error texts SAP publishes name
 * `smVendorId` and the custom fields; the key names `customFields`, `fieldName` and `value` are assumed.
 */
export const AribaRiskSupplier = z.object({
  smVendorId: z.string().trim().min(1).max(50),
  customFields: z.array(z.object({ fieldName: RiskFieldName, value: z.string().max(2000) })).min(1).max(300),
});
export type AribaRiskSupplier = z.infer<typeof AribaRiskSupplier>;

/** Body of `PATCH /suppliers`: at most 100 suppliers. */
export const AribaRiskCustomFieldsBody = z.array(AribaRiskSupplier).min(1).max(ARIBA_RISK_SUPPLIERS_PER_CALL);
export type AribaRiskCustomFieldsBody = z.infer<typeof AribaRiskCustomFieldsBody>;

/** The Risk Category Information API's published error texts (all 400). */
export const ARIBA_RISK_MESSAGES = {
  tooMany: 'You cannot submit more than 100 records at a time',
  vendorMissing: 'smVendorId should not be empty',
  unknownVendor: (smVendorId: string, realm: string) => `Could not find supplier with smVendorId ${smVendorId} in realm ${realm}`,
  noFields: (smVendorId: string, realm: string) => `CustomFields should not be empty for smVendorID ${smVendorId} in realm ${realm}`,
} as const;

/** Exposure levels of the Risk Exposure API. */
export const ARIBA_EXPOSURE_LEVELS = ['Unknown', 'Low', 'Medium', 'High', 'Very High'] as const;

/**
 * `GET /suppliers/{smVendorId}/exposures` of the Risk Exposure API v3: the supplier's overall
 * residual and inherent exposure. The field names, and the custom fields beside them, are assumed.
 */
export const AribaSupplierExposure = z.looseObject({
  smVendorId: z.string(),
  residualExposure: z.string().nullish(),
  inherentExposure: z.string().nullish(),
  customFields: z.array(z.looseObject({ fieldName: z.string(), value: z.string().nullish() })).nullish(),
});
export type AribaSupplierExposure = z.infer<typeof AribaSupplierExposure>;
