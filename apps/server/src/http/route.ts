import {
  REQUEST_GUID_HEADER,
  TENANT_ANSWERS,
  envelope,
  ErrorBody,
  hasPermission,
  toRouterPath,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSpec,
} from '@connector/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../errors/index.ts';
import type { Database } from '../db/client.ts';
import type { RequestUnit } from '../db/unit.ts';
import type { Caller } from './caller.ts';
import { largeBody, slotsOfServer, takeReadSlot } from './large-body.ts';
import { bearer, keepToOwnApplication, requestGuid } from './route-checks.ts';
import { resolveTenant } from './scope.ts';
import { refuseNulCharacters } from './text-input.ts';

/** What every module plugin is given besides its own dependencies: the router's checks. */
export interface RouterDeps {
  guard: Guard;
  /** Each signed-in request's unit of database work, and the facts cache the guard reads. */
  db: Pick<Database, 'unit' | 'facts'>;
  /** The 504 protocol, for modules with application calls. */
  longWork?: LongWork;
}

export interface RequestContext<E extends EndpointSpec> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /**
   * The request's tenant scope, resolved by the router: the host's tenant, or the tenant the
   * endpoint names when the caller may reach it. Every query of the request is scoped to it.
   */
  tenantId: string;
  /** The signed-in user; present on every endpoint whose access is `user`. */
  caller: E['access'] extends 'user' ? Caller : Caller | null;
  request: FastifyRequest;
  /** An application call's request guid (the caller's, or one made up when it sent none): a retry with it names the same work. */
  guid?: string;
}

/** A success answer with a message or another status than 200. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
    readonly status: 200 | 201 | 202 = 200,
  ) {}
}

export type Handler<E extends EndpointSpec> = (
  ctx: RequestContext<E>,
) => Promise<EndpointData<E> | Answer<EndpointData<E>>>;

/** What the router needs from identity, tenancy and roles; given by `buildApp`. */
export interface Guard {
  /** The tenant id the request's host names, whether or not such a tenant exists (no database). */
  tenantIdOfHost(request: FastifyRequest): string;
  /** Tenant of the request's host, or null when the host names no known tenant. */
  hostTenant(request: FastifyRequest): Promise<string | null>;
  /** Verifies the bearer token for that tenant; throws a 401 AppError when it cannot. */
  authenticate(token: string, hostTenant: string): Promise<Caller>;
  /** Permissions the caller's roles grant. */
  permissionsOf(caller: Caller): Promise<readonly string[]>;
}

/** Runs an application call under the 504 protocol (modules/async-requests). */
export interface LongWork {
  run(
    call: { tenantId: string; guid: string; userId: string; operation: string },
    work: () => Promise<{ status: number; body: unknown }>,
  ): Promise<{ status: number; body: unknown }>;
}

export type Route = <E extends EndpointSpec>(endpoint: E, handler: Handler<E>) => void;

/** Who the guard let in, and the request's unit of database work. */
interface Admitted {
  tenantId: string | null;
  caller: Caller | null;
  unit: RequestUnit | null;
}

/**
 * Registers endpoints of the contracts' catalogue: host tenant, sign-in and permission checks
 * first, then validation from their schemas (OpenAPI from the same), then the tenancy rule
 * (`scope.ts`) on the tenant the endpoint names, then the handler.
 *
 * A signed-in request is one unit of database work (`db/unit.ts`): the guard's checks and the
 * handler share one transaction, opened by the guard's first check and committed before the
 * answer. That first round trip reads the change generation, so the checks answered from the
 * facts cache are current. Public endpoints touch no database unless their handler does.
 *
 * An endpoint with a large body (`bodyLimit`) also runs the checks before its body is read
 * (`large-body.ts`), in a transaction of their own that ends before the body arrives.
 */
export function createRouter(app: FastifyInstance, { guard, longWork, db }: RouterDeps): Route {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  const slots = slotsOfServer(app.server);

  return (endpoint, handler) => {
    const guarded = endpoint.access === 'user';

    /** Before validation, so that a caller who may not call learns nothing about the input rules. */
    async function check(request: FastifyRequest): Promise<void> {
      if (guarded) {
        // Opened by the guard's first check, in the host's tenant: where most handlers then query.
        const unit = db.unit({ scope: { tenantId: guard.tenantIdOfHost(request) } });
        admitted.set(request, { tenantId: null, caller: null, unit });
        const { tenantId, caller } = await rollingBack(unit, () => unit.run(() => admit(guard, endpoint, request)));
        admitted.set(request, { tenantId, caller, unit });
      }
      refuseNulCharacters(request);
    }

    /**
     * Before the body of a large-body endpoint is read: a caller the guard refuses costs no read
     * of it, and an admitted one takes a read slot. No transaction is held while a slow client
     * sends its body; `check` admits the request again in its own unit once the body is read.
     */
    async function checkBeforeBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (guarded) {
        const unit = db.unit({ scope: { tenantId: guard.tenantIdOfHost(request) } });
        await rollingBack(unit, () => unit.run(() => admitBeforeBody(guard, endpoint, request)));
        await unit.commit();
      }
      takeReadSlot(slots, reply);
    }

    /** Whatever ended the request early (refused, invalid, failed), its transaction ends with it. */
    async function endUnit(request: FastifyRequest): Promise<void> {
      await admitted.get(request)?.unit?.rollback();
    }

    typed.route({
      method: endpoint.method,
      url: toRouterPath(endpoint.path),
      schema: routeSchema(endpoint),
      ...(endpoint.bodyLimit ? { ...largeBody(endpoint.bodyLimit), onRequest: checkBeforeBody } : {}),
      // A public endpoint without input has nothing to check: no hook, no promise per request.
      ...(guarded || hasInput(endpoint) ? { preValidation: check } : {}),
      handler: (request, reply) => serve({ endpoint, handler, longWork }, admitted.get(request) ?? NOBODY, request, reply),
      ...(guarded ? { onResponse: endUnit } : {}),
    });
  };
}

const NOBODY: Admitted = { tenantId: null, caller: null, unit: null };

/**
 * The guard's checks for a signed-in endpoint: host tenant, token (unless `verified` already),
 * application limits, permission.
 */
async function admit(guard: Guard, endpoint: EndpointSpec, request: FastifyRequest, verified?: Caller): Promise<{ tenantId: string; caller: Caller }> {
  const tenantId = await guard.hostTenant(request);
  if (!tenantId) throw notFound(TENANT_ANSWERS.notFound);
  const caller = verified ?? (await guard.authenticate(bearer(request), tenantId));
  if (caller.appId !== undefined) keepToOwnApplication(endpoint, caller.appId, caller.tenantId, request);
  if (endpoint.permission && !hasPermission(await guard.permissionsOf(caller), endpoint.permission)) {
    throw forbidden();
  }
  return { tenantId, caller };
}

/**
 * The same checks on what a request says before its body, the token first: one that does not
 * verify is refused on its signature alone, before any database work (the host's tenant id is
 * known without it). The path and query (not yet validated, only compared) name the application
 * and the tenant the request acts on.
 */
async function admitBeforeBody(guard: Guard, endpoint: EndpointSpec, request: FastifyRequest): Promise<void> {
  const caller = await guard.authenticate(bearer(request), guard.tenantIdOfHost(request));
  const { tenantId } = await admit(guard, endpoint, request, caller);
  if (endpoint.tenant && endpoint.tenant.in !== 'body') resolveTenant(endpoint, request, tenantId, caller);
}

/** Validation and OpenAPI from the endpoint's schemas: its input, and the envelope of its answers. */
function routeSchema(endpoint: EndpointSpec) {
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(endpoint.access === 'user' ? { security: [{ bearer: [] }] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: {
      200: envelope(endpoint.data),
      201: envelope(endpoint.data),
      '4xx': ErrorBody,
    },
  };
}

interface Outcome {
  status: number;
  body: unknown;
}

interface Served<E extends EndpointSpec> {
  endpoint: E;
  handler: Handler<E>;
  longWork: LongWork | undefined;
}

/** Runs the handler of an admitted request: in its unit of work, or under the 504 protocol. */
async function serve<E extends EndpointSpec>(
  { endpoint, handler, longWork }: Served<E>,
  { tenantId: hostTenant, caller, unit }: Admitted,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // After validation, so that the named tenant is a well-formed one.
  const tenantId = hostTenant === null ? null : resolveTenant(endpoint, request, hostTenant, caller);
  const guid = endpoint.application ? requestGuid(request) : undefined;
  const work = () =>
    runHandler(handler, {
      params: request.params,
      query: request.query,
      body: request.body,
      tenantId: tenantId ?? '',
      caller,
      request,
      ...(guid ? { guid } : {}),
    } as RequestContext<E>);
  // An application call answered from the database alone cannot outlive the gateway deadline,
  // and asking again repeats nothing: it runs in the request's one transaction like any
  // other read, with its guid echoed, and stores no outcome (docs/decisions/017-suppliers.md).
  if (endpoint.application && endpoint.localRead && guid) reply.header(REQUEST_GUID_HEADER, guid);
  else if (endpoint.application && caller && hostTenant && longWork && guid) {
    // Application calls wait on outside providers: no transaction is held across them. The
    // checks are done; the work opens transactions of its own (docs/decisions/010).
    await unit?.commit();
    reply.header(REQUEST_GUID_HEADER, guid);
    // Kept under the host's tenant, where `GET /api/asyncRequest/{guid}` looks for it.
    const outcome = await longWork.run({ tenantId: hostTenant, guid, userId: caller.userId, operation: endpoint.id }, work);
    // A stored outcome was made by this same handler (or is the error envelope), so it fits the schema.
    return reply.status(outcome.status).send(outcome.body as never);
  }
  if (!unit) return send(reply, await work());
  const outcome = await rollingBack(unit, () => unit.run(work));
  await unit.commit();
  return send(reply, outcome);
}

/** The handler's result in the success envelope, with its status. */
async function runHandler<E extends EndpointSpec>(handler: Handler<E>, ctx: RequestContext<E>): Promise<Outcome> {
  const result = await handler(ctx);
  const answer = result instanceof Answer ? result : new Answer(result);
  const body =
    answer.message === undefined
      ? { success: true as const, data: answer.data }
      : { success: true as const, message: answer.message, data: answer.data };
  return { status: answer.status as number, body };
}

function send(reply: FastifyReply, outcome: Outcome) {
  reply.status(outcome.status);
  return outcome.body as never;
}

const hasInput = (endpoint: EndpointSpec) => Boolean(endpoint.params || endpoint.query || endpoint.body);

/** Runs `fn`; when it throws, the unit's transaction is rolled back before the error is answered. */
async function rollingBack<T>(unit: RequestUnit, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    await unit.rollback();
    throw error;
  }
}
