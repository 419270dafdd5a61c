import type { FastifyInstance } from 'fastify';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import { addApprovalRoutes } from './approval-routes.ts';
import { addFormRoutes } from './form-routes.ts';
import { realmGate } from './guard.ts';
import { failure } from './replies.ts';
import type { AribaStore } from './store.ts';
import { addSupplier360Page } from './supplier-360.ts';
import { addSupplierDataRoutes } from './supplier-data-routes.ts';
import { addTokenRoute } from './token-route.ts';
import type { AribaTokens } from './tokens.ts';

interface Options {
  context: SimulatorContext;
  store: AribaStore;
  tokens: AribaTokens;
}

/** SAP Ariba: OAuth, Supplier Data API with Pagination, External Approval, risk push, supplier forms, Supplier 360. */
export async function aribaRoutes(app: FastifyInstance, { context, store, tokens }: Options) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  addFaultHook(app, 'ariba', context.faults, (message) => failure(message, message), countRequest(context));

  const realmOf = realmGate(context.config.ariba.apiKey, tokens);
  addTokenRoute(app, context, tokens);
  addSupplierDataRoutes(app, store, realmOf);
  addApprovalRoutes(app, store, realmOf);
  addFormRoutes(app, realmOf);
  addSupplier360Page(app, store);
}
