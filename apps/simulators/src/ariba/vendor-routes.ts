import {
  ARIBA_PATHS,
  ARIBA_SUPPLIER_DATA_ERRORS,
  parseUpdatedDatesFilter,
  VendorDataQuery,
  VendorDataRequestBody,
} from '@connector/contracts/providers/ariba';
import type { FastifyInstance } from 'fastify';
import type { RealmOf } from './gateway.ts';
import { envelopeError, issuesOf } from './replies.ts';
import type { AribaStore } from './store.ts';
import { vendorFilter, vendorRecord } from './vendor-records.ts';

const invalidParameter = (cause: string) => envelopeError(423, ARIBA_SUPPLIER_DATA_ERRORS[423], cause);

/**
 * `vendorDataRequests` of the Supplier Data API with Pagination: a JSON array of vendor records,
 * then `{count}` when `$count=true`, then `{nextToken}` while more pages follow. The token is the
 * position after the last vendor returned in the realm's fixed order, so vendors that change
 * during a walk neither shift nor repeat the others.
 */
export function addVendorRoutes(app: FastifyInstance, store: AribaStore, realmOf: RealmOf) {
  app.post(ARIBA_PATHS.vendorDataRequests, async (request, reply) => {
    const realm = realmOf(request);
    const query = VendorDataQuery.safeParse(request.query);
    if (!query.success) return reply.code(423).send(invalidParameter(issuesOf(query.error)));
    const { $skip, $top, $count, $filter } = query.data;
    const dates = $filter === undefined ? {} : parseUpdatedDatesFilter($filter);
    if (dates === null) return reply.code(423).send(invalidParameter(`$filter: write updatedDateFrom ge '<time>' and/or updatedDateTo le '<time>'`));
    const body = VendorDataRequestBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(envelopeError(400, 'Bad Request', issuesOf(body.error)));
    const page = store.suppliers.page(realm, vendorFilter(body.data, dates), $skip, $top, $count);
    return [
      ...page.suppliers.map((s) => vendorRecord(s, body.data.withQuestionnaire)),
      ...(page.total === undefined ? [] : [{ count: page.total }]),
      ...(page.next === null ? [] : [{ nextToken: page.next }]),
    ];
  });
}
