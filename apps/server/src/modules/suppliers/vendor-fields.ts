import { createHash } from 'node:crypto';
import type { AribaQuestionnaireKind, AribaRegistrationQuestion } from '@connector/contracts/providers/ariba';
import { questionnaireRef, type AribaVendor } from '../../providers/index.ts';

/** What the store keeps of an Ariba vendor (decision 017), without the tenant and application. */
export interface VendorFields {
  supplierId: string;
  name: string;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  nationalId: string | null;
  /** Whatever status Ariba answered, kept as text; null when the realm exports none. */
  registrationStatus: string | null;
  /** Each product questionnaire's place, `workspaceId/questionnaireId` (providers' `questionnaireRef`). */
  orbisQuestionnaireId: string | null;
  catalystQuestionnaireId: string | null;
  supplyChainQuestionnaireId: string | null;
  aribaUpdatedAt: Date | null;
  sourceHash: string;
}

/**
 * The place of the vendor's questionnaire with the title the application gives that product (the
 * first, when the realm lists several); null when it has none, or none that can be written to.
 */
function questionnaireOf(vendor: AribaVendor, title: string): string | null {
  const wanted = title.trim().toLowerCase();
  const found = vendor.questionnaires.find((q) => q.title?.toLowerCase() === wanted && q.workspaceId);
  return found ? questionnaireRef(found.workspaceId, found.questionnaireId) : null;
}

/**
 * The vendor's fields and their fingerprint. Ariba's last update date is left out of the
 * fingerprint: a vendor touched without a change to what the store keeps writes nothing.
 */
export function vendorFields(vendor: AribaVendor, titles: Record<AribaQuestionnaireKind, string>): VendorFields {
  const kept = {
    supplierId: vendor.smVendorId,
    name: vendor.supplierName,
    postalCode: vendor.postalCode,
    city: vendor.city,
    country: vendor.countryCode,
    nationalId: vendor.taxId,
    registrationStatus: vendor.registrationStatus,
    orbisQuestionnaireId: questionnaireOf(vendor, titles.orbis),
    catalystQuestionnaireId: questionnaireOf(vendor, titles.complianceCatalyst),
    supplyChainQuestionnaireId: questionnaireOf(vendor, titles.supplyChainCatalyst),
  };
  return {
    ...kept,
    aribaUpdatedAt: vendor.lastUpdated,
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
