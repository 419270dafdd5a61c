import {
  ARIBA_PATHS,
  ARIBA_SUPPLIER_DATA_ERRORS as ERRORS,
  AribaAnswersBody,
  AribaQnaQuery,
  type AribaStatusEnvelope,
} from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import type { Supplier } from '../world/suppliers.ts';
import type { RealmOf } from './gateway.ts';
import { qnaItems, questionnairesOf, type SupplierQuestionnaire } from './questionnaires.ts';
import { envelopeError, issuesOf, writeTaken } from './replies.ts';
import type { AribaStore } from './store.ts';

interface QnaParams {
  smVendorId: string;
  workspaceId: string;
  questionnaireId: string;
}

type Located = { supplier: Supplier; questionnaire: SupplierQuestionnaire } | { status: number; body: AribaStatusEnvelope };

/** The vendor, its questionnaire and the workspace the path names, checked in the API's order (420, 421, 422). */
function locate(store: AribaStore, realm: string, { smVendorId, workspaceId, questionnaireId }: QnaParams): Located {
  const supplier = store.supplier(realm, smVendorId);
  if (!supplier) return { status: 420, body: envelopeError(420, ERRORS[420], `No vendor ${smVendorId} in realm ${realm}`) };
  const questionnaire = questionnairesOf(supplier).find((q) => q.questionnaireId === questionnaireId);
  if (!questionnaire) return { status: 421, body: envelopeError(421, ERRORS[421], `Vendor ${smVendorId} has no questionnaire ${questionnaireId}`) };
  if (questionnaire.workspaceId !== workspaceId) {
    return { status: 422, body: envelopeError(422, ERRORS[422], `Questionnaire ${questionnaireId} is not in workspace ${workspaceId}`) };
  }
  return { supplier, questionnaire };
}

const BEING_EDITED = () => envelopeError(403, ERRORS[403], 'The supplier is acting on the questionnaire', 'Try again later');

/** A questionnaire's questions with their answers (`qna`), and answers written to it. */
export function addQnaRoutes(app: FastifyInstance, store: AribaStore, realmOf: RealmOf) {
  app.get<{ Params: QnaParams }>(ARIBA_PATHS.questionnaireQna, async (request, reply) => {
    const realm = realmOf(request);
    const located = locate(store, realm, request.params);
    if ('status' in located) return reply.code(located.status).send(located.body);
    const query = AribaQnaQuery.safeParse(request.query);
    if (!query.success) return reply.code(423).send(envelopeError(423, ERRORS[423], issuesOf(query.error)));
    const { supplier, questionnaire } = located;
    const items = qnaItems(supplier, questionnaire, store.answers.of(realm, supplier.smVendorId, questionnaire.questionnaireId));
    const { $skip, $top } = query.data;
    const end = $skip + $top;
    return [...items.slice($skip, end), ...(end < items.length ? [{ nextToken: end }] : [])];
  });

  app.post<{ Params: QnaParams }>(ARIBA_PATHS.questionnaireAnswers, async (request, reply) => {
    const realm = realmOf(request);
    const located = locate(store, realm, request.params);
    if ('status' in located) return reply.code(located.status).send(located.body);
    const body = AribaAnswersBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send(envelopeError(400, 'Bad Request', issuesOf(body.error)));
    const { supplier, questionnaire } = located;
    const asked = new Set(questionnaire.questions.map((q) => q.externalQuestionId));
    const unknown = [...new Set(body.data.answers.map((a) => a.externalSystemCorrelationId).filter((id) => !asked.has(id)))];
    if (unknown.length > 0) {
      const cause = `Questionnaire ${questionnaire.questionnaireId} has no question with externalSystemCorrelationId ${unknown.slice(0, 20).join(', ')}`;
      return reply.code(400).send(envelopeError(400, 'Bad Request', cause));
    }
    if (store.isEditing(realm, supplier.smVendorId)) return reply.code(403).send(BEING_EDITED());
    store.answers.write(realm, supplier.smVendorId, questionnaire.questionnaireId, body.data.answers);
    return writeTaken();
  });
}
