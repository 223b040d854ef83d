import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, describe, expect, it } from 'vitest';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { startTracing } from './tracing.js';

// Started before the harness builds the gateway and the upstream, as server.ts does.
const spans = new InMemorySpanExporter();
const tracing = startTracing({ processor: new SimpleSpanProcessor(spans) });
afterAll(() => tracing.stop());

/** A span's URL path, whichever of the semantic conventions' names its instrumentation used. */
function pathOf(span: { attributes: Record<string, unknown> }): string {
  const { attributes } = span;
  const value = attributes['url.path'] ?? attributes['http.target'] ?? attributes['url.full'];
  return typeof value === 'string' ? value : '';
}

describe.runIf(clientBuilt)('traces', () => {
  const harness = useHarness({ ssr: true, upstream: { tracing: true } });

  it('follows a page request through the gateway and the upstream under one trace id', async () => {
    spans.reset();
    const page = await harness.app.inject({
      url: '/event',
      headers: { 'x-request-id': 'trace-follow-1' },
    });
    expect(page.statusCode).toBe(200);
    await tracing.provider.forceFlush();

    const finished = spans.getFinishedSpans();
    const traceIds = new Set(finished.map((span) => span.spanContext().traceId));
    expect(traceIds.size).toBe(1);
    const [traceId] = traceIds;

    const names = finished.map((span) => span.name);
    // The gateway's request, its operations and their root fields.
    expect(
      finished.some((span) => span.kind === SpanKind.SERVER && pathOf(span).startsWith('/event')),
    ).toBe(true);
    expect(names).toContain('graphql query EventList');
    expect(names.some((name) => name.startsWith('resolve Query.'))).toBe(true);
    // Its calls to the content API, and the upstream's own span for each, one level down.
    const calls = finished.filter(
      (span) => span.kind === SpanKind.CLIENT && pathOf(span).includes('/content/v1/events'),
    );
    expect(calls.length).toBeGreaterThan(0);
    const served = finished.filter(
      (span) => span.kind === SpanKind.SERVER && pathOf(span).startsWith('/content/v1/events'),
    );
    expect(served.map((span) => span.parentSpanContext?.spanId)).toEqual(
      expect.arrayContaining([calls[0]!.spanContext().spanId]),
    );

    // The request's log lines logged within its span name the trace, and no other.
    const traced = harness.logLines
      .map((line) => JSON.parse(line) as { reqId?: string; traceId?: string })
      .filter((line) => line.reqId === 'trace-follow-1' && line.traceId !== undefined);
    expect(traced.length).toBeGreaterThan(0);
    for (const line of traced) expect(line.traceId).toBe(traceId);
  });

  it('never records a calendar feed’s token in a span', async () => {
    spans.reset();
    const token = 'B'.repeat(43);
    const feed = await harness.app.inject({ url: `/kalender/${token}.ics` });
    expect(feed.statusCode).toBe(404);
    await tracing.provider.forceFlush();
    const recorded = JSON.stringify(
      spans.getFinishedSpans().map((span) => [span.name, span.attributes]),
    );
    expect(recorded).not.toContain(token);
  });
});
