import {
  ARIBA_PATHS,
  ARIBA_RISK_MESSAGES as MESSAGES,
  ARIBA_RISK_SUPPLIERS_PER_CALL,
  AribaRiskCustomFieldsBody,
} from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import type { RealmOf } from './gateway.ts';
import { failure, issuesOf, writeTaken } from './replies.ts';
import type { AribaStore } from './store.ts';

const UNKNOWN_EXPOSURE_VENDOR = 'Invalid or missing request parameters: sm_vendor_id or realm';

/**
 * What the Risk Category Information API says is wrong with a body, in its own words, before the
 * body is read against the full schema: too many suppliers, then each block in turn.
 */
function publishedRefusal(body: unknown, realm: string, known: (smVendorId: string) => boolean): string | null {
  if (!Array.isArray(body)) return null;
  if (body.length > ARIBA_RISK_SUPPLIERS_PER_CALL) return MESSAGES.tooMany;
  for (const block of body as unknown[]) {
    const { smVendorId, customFields } = (typeof block === 'object' && block !== null ? block : {}) as { smVendorId?: unknown; customFields?: unknown };
    if (typeof smVendorId !== 'string' || smVendorId.trim() === '') return MESSAGES.vendorMissing;
    if (!known(smVendorId.trim())) return MESSAGES.unknownVendor(smVendorId, realm);
    if (!Array.isArray(customFields) || customFields.length === 0) return MESSAGES.noFields(smVendorId, realm);
  }
  return null;
}

/** Custom risk fields pushed for suppliers (all or nothing), and the exposure read back. */
export function addRiskRoutes(app: FastifyInstance, store: AribaStore, realmOf: RealmOf) {
  app.patch(ARIBA_PATHS.riskCustomFields, async (request, reply) => {
    const realm = realmOf(request);
    const refusal = publishedRefusal(request.body, realm, (id) => store.supplier(realm, id) !== undefined);
    if (refusal !== null) return reply.code(400).send(failure(refusal));
    const body = AribaRiskCustomFieldsBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(failure(issuesOf(body.error)));
    for (const supplier of body.data) store.risk.merge(realm, supplier);
    return writeTaken();
  });

  app.get<{ Params: { smVendorId: string } }>(ARIBA_PATHS.riskExposures, async (request, reply) => {
    const realm = realmOf(request);
    const { smVendorId } = request.params;
    if (!store.supplier(realm, smVendorId)) return reply.code(400).send(failure(UNKNOWN_EXPOSURE_VENDOR));
    return store.risk.exposure(realm, smVendorId);
  });
}
