import {
  ORBIS_MATCH_FIELDS,
  ORBIS_MATCH_MAX_HITS,
  ORBIS_PATHS,
  OrbisDataRequest,
  OrbisMatchRequest,
  OrbisReportQuery,
  type OrbisContextResponse,
  type OrbisDataResponse,
  type OrbisError,
} from '@connector/contracts/providers/orbis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { countRequest, type SimulatorContext } from '../context.ts';
import { addFaultHook } from '../control/fault-hook.ts';
import type { Matcher } from '../matching/matcher.ts';
import { hasApiToken } from '../shared/api-token.ts';
import { htmlPage } from '../shared/html.ts';
import type { Company } from '../world/company.ts';
import type { World } from '../world/world.ts';
import { addConcurrencyLimit } from './concurrency.ts';
import { dataField } from './data.ts';
import { toMatchHit } from './hits.ts';
import { addOwnEntities } from './own-entity.ts';
import { readQuery } from './query.ts';

const failure = (Message: string): OrbisError => ({ Message });
const invalid = (reply: FastifyReply, e: z.ZodError) => reply.code(400).send(failure(e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));

/** `Companies/match`: the hits of the real matcher, each with only the fields selected (all of them without a SELECT). */
function answerMatch(matcher: Matcher, query: unknown, reply: FastifyReply) {
  const parsed = OrbisMatchRequest.safeParse(query);
  if (!parsed.success) return invalid(reply, parsed.error);
  const { MATCH, SELECT = ORBIS_MATCH_FIELDS } = parsed.data;
  const { Criteria, Options } = MATCH;
  const results = matcher.match({
    name: Criteria.Name,
    city: Criteria.City,
    country: Criteria.Country,
    postcode: Criteria.PostCode,
    address: Criteria.Address,
    nationalId: Criteria.NationalId,
    scoreLimit: Options.ScoreLimit,
    exclusionFlags: Options.ExclusionFlags,
    maxHits: ORBIS_MATCH_MAX_HITS,
  });
  return results.map((result) => toMatchHit(result, SELECT));
}

/** `Companies/data`: one record per BvD ID known, in the order asked, with the fields selected. */
function answerData(world: World, query: unknown, reply: FastifyReply) {
  const parsed = OrbisDataRequest.safeParse(query);
  if (!parsed.success) return invalid(reply, parsed.error);
  const ids = [parsed.data.WHERE[0]?.BvDID ?? []].flat();
  // findById also accepts national ids; the data call is keyed by BvD ID only.
  const found = ids
    .map((id) => ({ id: id.toUpperCase(), company: world.findById(id) }))
    .flatMap(({ id, company }): Company[] => (company && company.bvdId === id ? [company] : []));
  const answer: OrbisDataResponse = {
    SearchSummary: {
      TotalRecordsFound: found.length,
      Offset: 0,
      RecordsReturned: found.length,
      DatabaseInfo: { ReleaseNumber: `SIM-${world.seed}`, UpdateNumber: '1', UpdateDate: '2024-06-01T00:00:00', VersionNumber: '1' },
    },
    Data: found.map((company) => Object.fromEntries(parsed.data.SELECT.map((field) => [field, dataField(company, field)]))),
  };
  return answer;
}

/** Orbis: company match and data (by POST or GET), report context and the embeddable company report. */
export async function orbisRoutes(app: FastifyInstance, { context }: { context: SimulatorContext }) {
  addOwnEntities(app, context);
  const { config, world, matcher } = context;
  const contexts = context.reportContexts;
  addConcurrencyLimit(app, () => config.orbis.maxConcurrency, failure);
  addFaultHook(app, 'orbis', context.faults, failure, countRequest(context));

  const authorised = (request: FastifyRequest, reply: FastifyReply) => hasApiToken(request, reply, config.orbis.apiToken);
  const queried = (answer: (query: unknown, reply: FastifyReply) => unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request, reply)) return reply;
    const read = readQuery(request);
    if ('error' in read) return reply.code(400).send(failure(read.error));
    return answer(read.query, reply);
  };
  const match = queried((query, reply) => answerMatch(matcher, query, reply));
  const data = queried((query, reply) => answerData(world, query, reply));
  app.post(ORBIS_PATHS.match, match);
  app.get(ORBIS_PATHS.match, match);
  app.post(ORBIS_PATHS.data, data);
  app.get(ORBIS_PATHS.data, data);

  app.post(ORBIS_PATHS.context, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const issued = contexts.issue();
    const answer: OrbisContextResponse = { Context: issued.context, ExpiresIn: issued.expiresIn };
    return answer;
  });

  app.get<{ Params: { bvdId: string } }>(ORBIS_PATHS.report, async (request, reply) => {
    const query = OrbisReportQuery.safeParse(request.query);
    if (!query.success || !contexts.isValid(query.data.context)) {
      return reply.code(401).type('text/html').send(htmlPage('Session expired', [], 'Open the report again from the application.'));
    }
    const company = world.findById(request.params.bvdId);
    if (!company || company.bvdId !== request.params.bvdId.toUpperCase()) {
      return reply.code(404).type('text/html').send(htmlPage('Company not found', [['BvD ID', request.params.bvdId]]));
    }
    return reply.type('text/html').send(
      htmlPage(company.name, [
        ['BvD ID', company.bvdId],
        ['Status', company.status],
        ['Legal form', company.legalForm],
        ['Address', `${company.addressLine1}, ${company.postcode} ${company.city}, ${company.countryName}`],
        [company.nationalIdLabel, company.nationalId],
        ['Activity', `${company.industry.naceCode} ${company.industry.naceLabel}`],
        ['Size', company.sizeClass],
        ['Incorporated', company.incorporationDate],
        ['Website', company.website],
      ]),
    );
  });
}
