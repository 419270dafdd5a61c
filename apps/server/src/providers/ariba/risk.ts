import {
  ARIBA_PATHS,
  ARIBA_RISK_SUPPLIERS_PER_CALL,
  AribaSupplierExposure,
  type AribaRiskSupplier,
} from '@connector/contracts/providers/ariba';
import { z } from 'zod';
import { fillPath } from '../http/paths.ts';
import type { AribaCall } from './call.ts';

/** One supplier's values for the realm's custom risk fields (`FIELD_01` to `FIELD_300`). */
export interface RiskFieldValues {
  smVendorId: string;
  fields: Record<string, string>;
}

/** The answer to a write is not published (the v4 envelope, or nothing): a 2xx is enough. */
const WriteAnswer = z.unknown();

/**
 * Supplier Risk as published: custom field values are imported with the Risk Category Information
 * API's `PATCH /suppliers`, 100 suppliers a call; a supplier's exposure is read with the Risk
 * Exposure API v3. Setting the same values twice leaves the same state, so the write may be repeated.
 */
export function createRisk(call: AribaCall) {
  return {
    async writeFields(suppliers: readonly RiskFieldValues[], signal?: AbortSignal): Promise<void> {
      for (let i = 0; i < suppliers.length; i += ARIBA_RISK_SUPPLIERS_PER_CALL) {
        const body: AribaRiskSupplier[] = suppliers
          .slice(i, i + ARIBA_RISK_SUPPLIERS_PER_CALL)
          .map((s) => ({ smVendorId: s.smVendorId, customFields: Object.entries(s.fields).map(([fieldName, value]) => ({ fieldName, value })) }))
          .filter((s) => s.customFields.length > 0);
        if (body.length === 0) continue;
        await call({ method: 'PATCH', path: ARIBA_PATHS.riskCustomFields, json: body, schema: WriteAnswer, idempotent: true, signal });
      }
    },
    exposure: (smVendorId: string, signal?: AbortSignal) =>
      call({
        method: 'GET',
        path: fillPath(ARIBA_PATHS.riskExposures, { smVendorId }),
        schema: AribaSupplierExposure,
        notFound: `Ariba has no risk exposure of vendor ${smVendorId}`,
        signal,
      }),
  };
}

export type AribaRisk = ReturnType<typeof createRisk>;
