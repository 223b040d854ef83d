import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';

/**
 * The upstream continues the gateway's traces: a span per request under the caller's
 * `traceparent` (@fastify/otel), sent to the same collector as the gateway's
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`). In the gateway's tests the upstream runs in its process and
 * its spans go to the gateway's provider.
 */
export async function registerRequestTracing(app: FastifyInstance): Promise<void> {
  await app.register(new FastifyOtelInstrumentation({ instrumentHooks: false }).plugin());
}

/** This process's spans to an OpenTelemetry collector, OTLP over HTTP, in batches. */
export function startTracing(endpoint: string): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'myvalue-upstream' }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` })),
    ],
  });
  provider.register();
  return provider;
}
