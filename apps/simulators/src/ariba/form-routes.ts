import { ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import { REALM_FORMS } from './forms.ts';
import type { RealmOf } from './gateway.ts';

/** Supplier forms: the realm's custom forms and questionnaire templates, for mapping editors. */
export function addFormRoutes(app: FastifyInstance, realmOf: RealmOf) {
  app.get(ARIBA_PATHS.forms, async (request) => {
    // Every simulated realm has the same forms; the call still names one, as every API call does.
    realmOf(request);
    return REALM_FORMS;
  });
}
