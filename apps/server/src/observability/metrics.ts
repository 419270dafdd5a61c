import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueDepth } from '../jobs/index.ts';
import {
  jobAttempts,
  providerCalls,
  supplierMatching,
  transactions,
  type JobAttemptMessage,
  type MatchingMessage,
  type ProviderCallMessage,
  type TransactionMessage,
} from './channels.ts';
import { poolUse } from './pools.ts';

/** The route label of a request no route matched: one value, however many paths are tried. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Queue depths are read at most this often, however often the endpoint is scraped. */
const DEPTH_CACHE_MS = 5_000;

/** Longer than a request or a provider call should take: a slow one still lands in a bucket. */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Jobs (a sync, an import chunk) run from milliseconds to many minutes. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

export interface MetricsOptions {
  host: string;
  port: number;
  /** The job queue, asked for its depths when scraped (once it has started). */
  queue: () => { readonly started: boolean; depths(): Promise<QueueDepth[]> };
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

export interface MetricsServer {
  readonly registry: Registry;
  /** Where the endpoint listens, once `listen` has answered. */
  address(): AddressInfo;
  /** Times every request of `app`: call before any route is registered. */
  instrument(app: FastifyInstance): void;
  listen(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/**
 * The Prometheus endpoint (`METRICS_PORT`): its own registry and its own HTTP server on its own
 * port, so the metrics are never reachable through the public listener. Every label value comes
 * from a bounded set (route templates, job and queue names, provider names and path templates).
 */
export function createMetrics({ host, port, queue, logger }: MetricsOptions): MetricsServer {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_server_requests_in_flight',
    help: 'Requests arrived and not yet answered or abandoned.',
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'connector_job_attempt_duration_seconds',
    help: 'Attempts at jobs, by job name and outcome (completed or failed); the count is the outcomes.',
    labelNames: ['job', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const providerDuration = new Histogram({
    name: 'connector_provider_call_duration_seconds',
    help: 'Calls to outside services, retries included, by provider, operation (method and path template) and outcome.',
    labelNames: ['provider', 'operation', 'outcome'],
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const transactionDuration = new Histogram({
    name: 'connector_db_transaction_duration_seconds',
    help: 'Database transactions from BEGIN to COMMIT or ROLLBACK, by outcome.',
    labelNames: ['outcome'],
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const matched = new Counter({
    name: 'connector_suppliers_matched_total',
    help: 'Suppliers the automatic matching of sync runs matched to a company.',
    registers: [registry],
  });
  const linkedAuto = new Counter({
    name: 'connector_suppliers_linked_automatically_total',
    help: 'Suppliers the automatic matching linked without a person choosing.',
    registers: [registry],
  });
  new Gauge({
    name: 'connector_db_pool_connections',
    help: 'PostgreSQL request pool connections by state (absent on the embedded database).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse();
      if (!use) return;
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'in_use' }, use.total - use.idle);
    },
  });
  new Gauge({
    name: 'connector_db_pool_waiting',
    help: 'Callers waiting for a PostgreSQL pool connection (absent on the embedded database).',
    registers: [registry],
    collect() {
      const use = poolUse();
      if (use) this.set(use.waiting);
    },
  });

  const depths = cachedDepths(queue, logger);
  new Gauge({
    name: 'connector_job_queue_depth',
    help: 'Jobs waiting per queue (created or waiting for a retry, due or not).',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, queued } of await depths()) this.set({ queue: name }, queued);
    },
  });
  new Gauge({
    name: 'connector_job_queue_oldest_seconds',
    help: 'How long the longest-waiting due job of each queue has waited.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, oldestSeconds } of await depths()) this.set({ queue: name }, oldestSeconds);
    },
  });

  const listeners: Array<[string, (message: unknown) => void]> = [
    [providerCalls.name as string, (m) => observeProvider(m as ProviderCallMessage)],
    [jobAttempts.name as string, (m) => observeJob(m as JobAttemptMessage)],
    [transactions.name as string, (m) => observeTransaction(m as TransactionMessage)],
    [supplierMatching.name as string, (m) => observeMatching(m as MatchingMessage)],
  ];
  function observeProvider({ provider, operation, outcome, seconds }: ProviderCallMessage) {
    providerDuration.observe({ provider, operation, outcome }, seconds);
  }
  function observeJob({ name, outcome, seconds }: JobAttemptMessage) {
    jobDuration.observe({ job: name, outcome }, seconds);
  }
  function observeTransaction({ outcome, seconds }: TransactionMessage) {
    transactionDuration.observe({ outcome }, seconds);
  }
  function observeMatching(message: MatchingMessage) {
    if (message.matched > 0) matched.inc(message.matched);
    if (message.linkedAuto > 0) linkedAuto.inc(message.linkedAuto);
  }

  // A server of its own, apart from the public listener: nothing but this one route, and no traces of the scrapes.
  const server = Fastify({ logger: false });
  server.get('/metrics', { config: { otel: false } }, async (_request, reply) => {
    try {
      return await reply.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      logger.warn({ err: error }, 'the metrics could not be collected');
      return reply.code(500).send();
    }
  });

  return {
    registry,
    address: () => server.server.address() as AddressInfo,

    instrument(app) {
      app.addHook('onRequest', async (_request: FastifyRequest, reply: FastifyReply) => {
        inFlight.inc();
        // The answer's 'close' comes once, whether it was sent or the client went away first.
        reply.raw.once('close', () => inFlight.dec());
      });
      app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
        requestDuration.observe(labels, reply.elapsedTime / 1000);
      });
    },

    async listen() {
      for (const [name, listener] of listeners) subscribe(name, listener);
      await server.listen({ port, host });
      return server.server.address() as AddressInfo;
    },

    async close() {
      for (const [name, listener] of listeners) unsubscribe(name, listener);
      await server.close();
    },
  };
}

/**
 * The queue depths, read at most every few seconds: two gauges and any number of scrapers share
 * one query. Before the queue starts, or if the query fails, the queues are not reported.
 */
function cachedDepths(queue: MetricsOptions['queue'], logger: MetricsOptions['logger']): () => Promise<QueueDepth[]> {
  let last: { at: number; depths: Promise<QueueDepth[]> } | undefined;
  return () => {
    const now = performance.now();
    if (last && now - last.at < DEPTH_CACHE_MS) return last.depths;
    const jobs = queue();
    const depths = jobs.started
      ? jobs.depths().catch((error: unknown) => {
          logger.warn({ err: error }, 'the job queue depths could not be read');
          return [];
        })
      : Promise.resolve([]);
    last = { at: now, depths };
    return depths;
  };
}
