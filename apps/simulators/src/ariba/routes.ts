import {
  ApprovalActionBody,
  ARIBA_PATHS,
  ARIBA_REGIONS,
  AribaTokenRequest,
  QuestionnaireAnswersBody,
  RiskExposureBody,
  VendorDataQuery,
  VendorDataRequestBody,
  type AribaError,
  type AribaTokenResponse,
  type QuestionnaireAnswersResult,
  type RiskExposureResult,
  type VendorDataPage,
} from '@connector/contracts/providers/ariba';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import { htmlPage } from '../shared/html.ts';
import { checkApiCall } from './guard.ts';
import type { AribaStore } from './store.ts';
import type { AribaTokens } from './tokens.ts';

interface Options {
  context: SimulatorContext;
  store: AribaStore;
  tokens: AribaTokens;
}

const failure = (message: string, error = 'Bad Request'): AribaError => ({ error, message });
const invalid = (reply: FastifyReply, e: z.ZodError) => reply.code(400).send(failure(e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));

function basicCredentials(request: FastifyRequest): [string, string] | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** SAP Ariba: OAuth, Supplier Data API with Pagination, External Approval, risk push, Supplier 360. */
export async function aribaRoutes(app: FastifyInstance, { context, store, tokens }: Options) {
  const { config } = context;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  addFaultHook(app, 'ariba', context.faults, (message) => failure(message, message), countRequest(context));

  /** Runs the gateway checks; answers the rejection itself and returns null when they fail. */
  const realmOf = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const checked = checkApiCall(request, config.ariba.apiKey, tokens);
    if ('realm' in checked) return checked.realm;
    void reply.code(checked.status).send(checked.body);
    return null;
  };

  app.post(ARIBA_PATHS.token, async (request, reply) => {
    const credentials = basicCredentials(request);
    if (!credentials || credentials[0] !== config.ariba.clientId || credentials[1] !== config.ariba.clientSecret) {
      return reply.code(401).send(failure('Bad client credentials', 'invalid_client'));
    }
    const form = { ...(request.query as object), ...(typeof request.body === 'object' ? request.body : {}) };
    if (!AribaTokenRequest.safeParse(form).success) {
      return reply.code(400).send(failure('grant_type must be client_credentials', 'unsupported_grant_type'));
    }
    const { token, expiresIn } = tokens.issue(config.ariba.realms);
    context.stats.aribaTokensIssued++;
    const answer: AribaTokenResponse = {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      scope: '',
      realms: [...config.ariba.realms],
      timeUpdated: context.now(),
    };
    return answer;
  });

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

  app.get(ARIBA_PATHS.pendingApprovables, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    return store.pendingTasks(realm);
  });

  app.get<{ Params: { taskId: string } }>(ARIBA_PATHS.task, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    return store.task(realm, request.params.taskId) ?? reply.code(404).send(failure(`Task ${request.params.taskId} not found.`, 'Not Found'));
  });

  app.post(ARIBA_PATHS.action, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    const body = ApprovalActionBody.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    const { taskId, actionName, comment } = body.data;
    const decided = store.decide(realm, taskId, actionName === 'Approve', comment);
    if (decided === 'missing') return reply.code(404).send(failure(`Task ${taskId} not found.`, 'Not Found'));
    if (decided === 'decided') return reply.code(409).send(failure(`Task ${taskId} is no longer pending.`, 'Conflict'));
    return decided;
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

  app.get<{ Params: { region: string; realm: string; smVendorId: string } }>(ARIBA_PATHS.supplier360, async (request, reply) => {
    const { region, realm, smVendorId } = request.params;
    const supplier = store.supplier(realm, smVendorId);
    if (!(ARIBA_REGIONS as readonly string[]).includes(region) || !supplier) {
      return reply.code(404).type('text/html').send(htmlPage('Supplier not found', [['Vendor', smVendorId], ['Realm', realm]]));
    }
    const vendor = store.toVendor(supplier, false);
    return reply.type('text/html').send(
      htmlPage(`Supplier 360: ${vendor.supplierName}`, [
        ['SM Vendor ID', vendor.smVendorId],
        ['Realm', realm],
        ['Region', region],
        ['Address', `${vendor.address.line1}, ${vendor.address.postalCode ?? ''} ${vendor.address.city}, ${vendor.address.countryCode}`],
        ['Registration status', vendor.registrationStatus],
        ['Qualification status', vendor.qualificationStatus],
      ]),
    );
  });
}
