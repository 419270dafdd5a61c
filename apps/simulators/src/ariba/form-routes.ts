import { ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import { REALM_FORMS } from './forms.ts';
import type { RealmOf } from './guard.ts';

/** Supplier forms: the realm's custom forms and questionnaire templates, for mapping editors. */
export function addFormRoutes(app: FastifyInstance, realmOf: RealmOf) {
  app.get(ARIBA_PATHS.forms, async (request, reply) => {
    const realm = realmOf(request, reply);
    if (realm === null) return reply;
    return REALM_FORMS;
  });
}
