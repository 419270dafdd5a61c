import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';

/**
 * The id of a request's log lines: while tracing, its trace id, so a log line leads to its trace
 * (the HTTP instrumentation has made the request's span current by the time Fastify asks);
 * otherwise a random UUID, as before tracing existed.
 */
export function requestId(): string {
  const span = trace.getActiveSpan();
  return span ? span.spanContext().traceId : randomUUID();
}
