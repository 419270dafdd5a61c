import {
  ARIBA_PATHS,
  QuestionnaireAnswersBody,
  RiskExposureBody,
  VendorDataQuery,
  VendorDataRequestBody,
  type QuestionnaireAnswersResult,
  type RiskExposureResult,
  type VendorDataPage,
} from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import type { RealmOf } from './guard.ts';
import { failure, invalid } from './replies.ts';
import type { AribaStore } from './store.ts';

/** The Supplier Data API with Pagination, questionnaire answers written back, and the risk push. */
export function addSupplierDataRoutes(app: FastifyInstance, store: AribaStore, realmOf: RealmOf) {
  app.post(ARIBA_PATHS.vendorDataRequests, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    const query = VendorDataQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const body = VendorDataRequestBody.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error);
    const { $skip: skip, $top: top, $count: count } = query.data;
    const page: VendorDataPage = store.vendorPage(realm, body.data, { skip, top, count, withQuestionnaire: body.data.withQuestionnaire });
    return page;
  });

  app.post<{ Params: { smVendorId: string } }>(ARIBA_PATHS.questionnaireAnswers, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    const body = QuestionnaireAnswersBody.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    const { smVendorId } = request.params;
    const supplier = store.supplier(realm, smVendorId);
    if (!supplier) return reply.code(404).send(failure(`Vendor ${smVendorId} not found.`, 'Not Found'));
    store.writeAnswers(supplier, body.data.questionnaireId, body.data.answers);
    const result: QuestionnaireAnswersResult = { smVendorId, questionnaireId: body.data.questionnaireId, updated: body.data.answers.length };
    return result;
  });

  app.post<{ Params: { smVendorId: string } }>(ARIBA_PATHS.riskExposure, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    const body = RiskExposureBody.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    const { smVendorId } = request.params;
    const supplier = store.supplier(realm, smVendorId);
    if (!supplier) return reply.code(404).send(failure(`Vendor ${smVendorId} not found.`, 'Not Found'));
    const result: RiskExposureResult = { smVendorId, status: 'Accepted', exposures: store.pushExposure(supplier, body.data) };
    return reply.code(202).send(result);
  });
}
