import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';

/**
 * OpenTelemetry traces (docs/operations.md, "Traces"), off unless started: a span for each
 * request (@fastify/otel, which also continues a caller's `traceparent`), for each GraphQL
 * operation and its root fields (observability/graphql-tracing.ts), and for each upstream call
 * (undici's instrumentation, which sends W3C `traceparent` on, so the upstream continues the
 * trace). Started once per process, before the app is built.
 */
let requestTracing: FastifyOtelInstrumentation | null = null;

export interface TracingOptions {
  /** Where spans go: OTLP over HTTP in production, an in-memory exporter in a test. */
  processor: SpanProcessor;
  serviceName?: string;
}

/** Starts tracing for this process; `stop` sends the last spans and undoes it all. */
export function startTracing({ processor, serviceName = 'myvalue-gateway' }: TracingOptions) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [processor],
  });
  // The global provider, AsyncLocalStorage context and the W3C trace-context propagator.
  provider.register();
  const unload = registerInstrumentations({ instrumentations: [new UndiciInstrumentation()] });
  requestTracing = new FastifyOtelInstrumentation({
    // Probes and static files would be most of the spans and tell nothing; a calendar feed's
    // path is its secret token (the logs replace it, spans would carry it as is).
    ignorePaths: (route: { url: string }) =>
      /^\/(?:healthz|readyz|metrics|assets\/|img|kalender\/)/.test(route.url),
    instrumentHooks: false,
  });
  return {
    provider,
    async stop() {
      await provider.shutdown();
      unload();
      requestTracing = null;
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** OTLP over HTTP to `endpoint` (a collector's base URL), in batches. */
export function otlpProcessor(endpoint: string): SpanProcessor {
  const exporter: SpanExporter = new OTLPTraceExporter({ url: `${endpoint}/v1/traces` });
  return new BatchSpanProcessor(exporter);
}

/** The request spans' plugin, first of the app's, when tracing was started. */
export async function registerRequestTracing(app: FastifyInstance) {
  if (requestTracing) await app.register(requestTracing.plugin());
}

export const isTracing = () => requestTracing !== null;
