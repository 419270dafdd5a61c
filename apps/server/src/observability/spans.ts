import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * The spans the server makes itself, where no instrumentation sees the work: outside calls as the
 * adapters name them, and database transactions (PGlite has no network driver to instrument).
 * Off until tracing starts (tracing.ts), so that without it no span object is even made.
 */
const state = { enabled: false };

const tracer = () => trace.getTracer('connector-console');

/** Whether tracing has started: callers skip their span's preparation while it has not. */
export const spansEnabled = () => state.enabled;

/** Runs `fn` in a client span named `name`, recording its failure. */
export async function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span begun now and ended by the caller (a transaction, from BEGIN to its end); none while tracing is off. */
export function beginSpan(name: string, attributes: Attributes): Span | undefined {
  return state.enabled ? tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes }) : undefined;
}

export function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Called once the tracer provider is registered (tracing.ts), and again as it shuts down. */
export function enableSpans(): void {
  state.enabled = true;
}

export function disableSpans(): void {
  state.enabled = false;
}
