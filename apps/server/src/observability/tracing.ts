import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { disableSpans, enableSpans } from './spans.ts';

export interface TracingOptions {
  /** The collector's OTLP/HTTP base URL; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
  /**
   * Hooks ES module loading too (import-in-the-middle), so modules imported after this are
   * instrumented as required ones are: the server's start does, a test that loads its modules
   * itself need not.
   */
  hookImports?: boolean;
  /** Replaces the OTLP export (tests). */
  processor?: SpanProcessor;
}

export interface Tracing {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry for the whole process: HTTP in and out, PostgreSQL, Fastify's routes, and the
 * spans the server makes itself (spans.ts), exported in batches over OTLP/HTTP (JSON). This
 * module is imported only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (main.ts), and must run
 * before Fastify, pg and the HTTP modules are loaded: instrumentation patches them as they load.
 */
export function startTracing({ endpoint, serviceName, hookImports = false, processor }: TracingOptions): Tracing {
  if (hookImports) register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const exporter = processor ?? new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }));
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [exporter],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // The scrapes of the metrics port are not the server's work.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => request.url === '/metrics' }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      // Every Fastify instance made from now on gets the plugin, with a span per route and hook.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  enableSpans();
  return {
    async shutdown() {
      disableSpans();
      unregister();
      await provider.shutdown();
      // The process-wide registrations go too, so a later start (a test's) begins clean.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
