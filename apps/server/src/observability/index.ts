import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { QueueDepth } from '../jobs/index.ts';
import { createMetrics, type MetricsServer } from './metrics.ts';

export { requestId } from './request-id.ts';
export type { MetricsServer } from './metrics.ts';

/** What the metrics and the readiness answer ask of the job queue. */
export interface QueueHealth {
  readonly started: boolean;
  depths(): Promise<QueueDepth[]>;
}

/** The decoration that carries the queue to the readiness route (modules/system) without a new dependency for every module. */
const QUEUE_HEALTH = 'queueHealth';

declare module 'fastify' {
  interface FastifyInstance {
    [QUEUE_HEALTH]: () => QueueHealth;
  }
}

/** The job queue as `observe` was given it. */
export const queueHealthOf = (app: FastifyInstance): (() => QueueHealth) => app[QUEUE_HEALTH];

export interface Observability {
  /** The Prometheus endpoint, when `METRICS_PORT` is set. */
  readonly metrics: MetricsServer | null;
  /** Opens the metrics port: once the server is ready. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Hooks metrics into `app` when they are on; call before any route is registered. Off, it adds
 * no hook and subscribes to nothing, so a request does exactly what it did without it. Either
 * way it makes the job queue known to the readiness answer.
 */
export function observe(
  app: FastifyInstance,
  config: Pick<Config, 'metricsPort' | 'metricsHost'>,
  queue: () => QueueHealth,
): Observability {
  app.decorate(QUEUE_HEALTH, queue);
  const metrics =
    config.metricsPort === undefined ? null : createMetrics({ host: config.metricsHost, port: config.metricsPort, queue, logger: app.log });
  metrics?.instrument(app);
  return {
    metrics,
    async listen() {
      if (!metrics) return;
      const { address, port } = await metrics.listen();
      app.log.info({ address, port }, 'metrics are served at /metrics');
    },
    async close() {
      await metrics?.close();
    },
  };
}
