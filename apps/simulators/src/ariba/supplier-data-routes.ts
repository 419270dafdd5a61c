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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RealmOf } from './guard.ts';
import { failure, invalid } from './replies.ts';
import type { AribaStore } from './store.ts';

interface VendorParams {
  smVendorId: string;
}

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

  /** The vendor a write names and the write itself; null once the reply says what is wrong. */
  function vendorWrite<T>(request: FastifyRequest<{ Params: VendorParams }>, reply: FastifyReply, schema: z.ZodType<T>) {
    const realm = realmOf(request, reply);
    if (realm === null) return null;
    const body = schema.safeParse(request.body);
    if (!body.success) {
      invalid(reply, body.error);
      return null;
    }
    const { smVendorId } = request.params;
    const supplier = store.supplier(realm, smVendorId);
    if (!supplier) {
      reply.code(404).send(failure(`Vendor ${smVendorId} not found.`, 'Not Found'));
      return null;
    }
    return { smVendorId, supplier, body: body.data };
  }

  app.post<{ Params: VendorParams }>(ARIBA_PATHS.questionnaireAnswers, async (request, reply) => {
    const write = vendorWrite(request, reply, QuestionnaireAnswersBody);
    if (!write) return reply;
    const { smVendorId, supplier, body } = write;
    store.writeAnswers(supplier, body.questionnaireId, body.answers);
    const result: QuestionnaireAnswersResult = { smVendorId, questionnaireId: body.questionnaireId, updated: body.answers.length };
    return result;
  });

  app.post<{ Params: VendorParams }>(ARIBA_PATHS.riskExposure, async (request, reply) => {
    const write = vendorWrite(request, reply, RiskExposureBody);
    if (!write) return reply;
    const result: RiskExposureResult = { smVendorId: write.smVendorId, status: 'Accepted', exposures: store.pushExposure(write.supplier, write.body) };
    return reply.code(202).send(result);
  });
}
