import { createHash } from 'node:crypto';
import { ARIBA_QUESTIONNAIRE_TEMPLATES, type AribaRegistrationQuestion, type AribaVendor } from '@connector/contracts/providers/ariba';

/** What the store keeps of an Ariba vendor (decision 017), without the tenant and application. */
export interface VendorFields {
  supplierId: string;
  name: string;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  nationalId: string | null;
  registrationStatus: string;
  orbisQuestionnaireId: string | null;
  catalystQuestionnaireId: string | null;
  supplyChainQuestionnaireId: string | null;
  aribaUpdatedAt: Date | null;
  sourceHash: string;
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function questionnaireOf(vendor: AribaVendor, templateId: string): string | null {
  return vendor.questionnaires?.find((q) => q.templateId === templateId)?.questionnaireId ?? null;
}

/**
 * The vendor's fields and their fingerprint. Ariba's `lastUpdated` is left out of the fingerprint:
 * a vendor touched without a change to what the store keeps writes nothing.
 */
export function vendorFields(vendor: AribaVendor): VendorFields {
  const kept = {
    supplierId: vendor.smVendorId,
    name: vendor.supplierName.trim(),
    postalCode: orNull(vendor.address.postalCode),
    city: orNull(vendor.address.city),
    country: orNull(vendor.address.countryCode)?.toUpperCase() ?? null,
    nationalId: orNull(vendor.taxId),
    registrationStatus: vendor.registrationStatus,
    orbisQuestionnaireId: questionnaireOf(vendor, ARIBA_QUESTIONNAIRE_TEMPLATES.orbis),
    catalystQuestionnaireId: questionnaireOf(vendor, ARIBA_QUESTIONNAIRE_TEMPLATES.complianceCatalyst),
    supplyChainQuestionnaireId: questionnaireOf(vendor, ARIBA_QUESTIONNAIRE_TEMPLATES.supplyChainCatalyst),
  };
  const updated = new Date(vendor.lastUpdated);
  return {
    ...kept,
    aribaUpdatedAt: Number.isNaN(updated.getTime()) ? null : updated,
    sourceHash: createHash('sha256').update(JSON.stringify(Object.values(kept))).digest('base64url').slice(0, 22),
  };
}

/**
 * A stored supplier's answers to Ariba's registration form, by question (decision 025): the
 * values an Ariba Custom Form Integration Mapping sends to Orbis. The street address is not kept.
 */
export function registrationAnswers(row: Pick<VendorFields, 'name' | 'postalCode' | 'city' | 'country' | 'nationalId'>): Partial<Record<AribaRegistrationQuestion, string | null>> {
  return { SUPPLIER_NAME: row.name, TAX_ID: row.nationalId, CITY: row.city, POSTAL_CODE: row.postalCode, COUNTRY: row.country };
}
