import {
  ARIBA_EXPORT_FIELDS,
  type AribaExportField,
  type AribaVendorQuestionnaire,
  type UpdatedDates,
  type VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import type { Supplier } from '../world/suppliers.ts';
import { vendorQuestionnaires } from './questionnaires.ts';

type ExportColumn = (typeof ARIBA_EXPORT_FIELDS)[AribaExportField];

/** A vendor of `vendorDataRequests`: the realm's standard export columns, and its questionnaires when asked. */
export type VendorRecord = Record<ExportColumn, string | null> & { questionnaires?: AribaVendorQuestionnaire[] };

/**
 * Ariba keeps update dates to the second, as its export columns and filters write them: the
 * simulator's (which may carry milliseconds) are read the same way, so a record's own "Last
 * Update Date" used as a filter bound finds that record.
 */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
const exportTime = (iso: string) => new Date(toSecond(iso)).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function vendorRecord(supplier: Supplier, withQuestionnaire: boolean): VendorRecord {
  const F = ARIBA_EXPORT_FIELDS;
  return {
    [F.smVendorId]: supplier.smVendorId,
    [F.erpVendorId]: supplier.erpVendorId,
    [F.supplierName]: supplier.name,
    [F.registrationStatus]: supplier.registrationStatus,
    [F.qualificationStatus]: supplier.qualificationStatus,
    [F.addressLine1]: supplier.addressLine1,
    [F.city]: supplier.city,
    // The simulated suppliers have no region (state) codes.
    [F.regionCode]: null,
    [F.postalCode]: supplier.postcode,
    [F.countryCode]: supplier.country,
    [F.taxId]: supplier.nationalId,
    [F.lastUpdated]: exportTime(supplier.lastUpdated),
    ...(withQuestionnaire ? { questionnaires: vendorQuestionnaires(supplier) } : {}),
  };
}

type VendorFilter = Pick<VendorDataRequestBody, 'smVendorIds' | 'erpVendorIds' | 'registrationStatusList' | 'qualificationStatusList'>;

/** Whether a supplier passes every filter given: the id lists, statuses as plain text, update dates within bounds. */
export function vendorFilter(body: VendorFilter, { from, to }: UpdatedDates): (supplier: Supplier) => boolean {
  const smIds = body.smVendorIds ? new Set(body.smVendorIds) : null;
  const erpIds = body.erpVendorIds ? new Set(body.erpVendorIds) : null;
  const registration = body.registrationStatusList ? new Set(body.registrationStatusList) : null;
  const qualification = body.qualificationStatusList ? new Set(body.qualificationStatusList) : null;
  return (s) => {
    const updated = toSecond(s.lastUpdated);
    return (
      (!smIds || smIds.has(s.smVendorId)) &&
      (!erpIds || (s.erpVendorId !== null && erpIds.has(s.erpVendorId))) &&
      (!registration || registration.has(s.registrationStatus)) &&
      (!qualification || qualification.has(s.qualificationStatus)) &&
      (!from || updated >= from.getTime()) &&
      (!to || updated <= to.getTime())
    );
  };
}
