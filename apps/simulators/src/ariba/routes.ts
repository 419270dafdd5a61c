import type { FastifyInstance } from 'fastify';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import { addApprovalRoutes } from './approval-routes.ts';
import { addFormRoutes } from './form-routes.ts';
import { addGateway } from './gateway.ts';
import { addQnaRoutes } from './qna-routes.ts';
import { answerErrorsInAribaShape, failure } from './replies.ts';
import { addRiskRoutes } from './risk-routes.ts';
import type { AribaStore } from './store.ts';
import { addSupplier360Page } from './supplier-360.ts';
import { addTokenRoute } from './token-route.ts';
import type { AribaTokens } from './tokens.ts';
import { addVendorRoutes } from './vendor-routes.ts';

interface Options {
  context: SimulatorContext;
  store: AribaStore;
  tokens: AribaTokens;
}

/**
 * Bodies as Ariba's clients send them: OAuth forms, and JSON that may be empty (SAP's support
 * note posts a refresh with `Content-Type: application/json` and the grant in the query).
 */
function acceptAribaBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') done(null, undefined);
    else json(request, text, done);
  });
}

/**
 * SAP Ariba: OAuth; then, behind the gateway's checks and quotas, the Supplier Data API with
 * Pagination (vendors, questionnaire answers), External Approval, Risk Category Information and
 * Risk Exposure, the (assumed) supplier forms; and the Supplier 360 page.
 */
export async function aribaRoutes(app: FastifyInstance, { context, store, tokens }: Options) {
  acceptAribaBodies(app);
  answerErrorsInAribaShape(app);
  addFaultHook(app, 'ariba', context.faults, (message) => failure(message, message), countRequest(context));

  const realmOf = addGateway(app, context, tokens, context.aribaQuotas);
  addTokenRoute(app, context, tokens);
  addVendorRoutes(app, store, realmOf);
  addQnaRoutes(app, store, realmOf);
  addApprovalRoutes(app, store, realmOf, context.config.ariba.approver);
  addRiskRoutes(app, store, realmOf);
  addFormRoutes(app, realmOf);
  addSupplier360Page(app, store);
}
