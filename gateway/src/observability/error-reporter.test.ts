import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { madeBeforeAll } from '@myvalue/upstream/testing';
import { cookieHeader, signIn } from '../test-support/sign-in.js';

/** A stand-in for the error-reporting service on this machine: it keeps every envelope. */
function startIngest() {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<{ envelopes: string[]; port: number; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          envelopes,
          port: (server.address() as AddressInfo).port,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

/** The events in the envelopes (one JSON line per header and item). */
function events(envelopes: string[]) {
  return envelopes
    .flatMap((envelope) => envelope.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((item) => 'tags' in item && 'message' in item) as Array<{
    message: string;
    tags: Record<string, string>;
  }>;
}

describe('reporting failed upstream responses', () => {
  const ingest = madeBeforeAll(startIngest, (started) => started.close());
  const harness = useHarness(() => ({
    env: { SENTRY_DSN: `http://publickey@127.0.0.1:${ingest.port}/1` },
  }));

  it('tags the report with the method, the endpoint and the member', async () => {
    const cookie = cookieHeader((await signIn(harness)).cookies);
    await harness.injectFaults([{ method: 'GET', path: '/identity/v1/point', status: 503 }]);
    await harness.graphql('{ viewer { user { valueId } point } }', undefined, cookie);
    const { body } = await harness.graphql('{ viewer { user { valueId } } }', undefined, cookie);
    const valueId = body.data.viewer.user.valueId as string;

    await expect
      .poll(() => events(ingest.envelopes).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const report = events(ingest.envelopes).find((event) =>
      event.tags['http.url']?.endsWith('/identity/v1/point'),
    );
    expect(report).toBeDefined();
    expect(report!.tags['http.method']).toBe('GET');
    expect(report!.tags['http.status_code']).toBe('503');
    expect(report!.tags.user).toBe(valueId);
    // The one-time code of the sign-in return never reaches the report.
    expect(JSON.stringify(events(ingest.envelopes))).not.toMatch(/[?&]code=/);
  });
});
