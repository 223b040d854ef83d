import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamHttp } from './http.js';
import { createRequestMemo } from './request-memo.js';

describe('the reads of one request', () => {
  const calls: string[] = [];
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ n: calls.length }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const httpWithMemo = () =>
    createUpstreamHttp({
      name: 'test API',
      baseUrl,
      timeoutMs: 2000,
      dispatcher: new Agent(),
      memo: createRequestMemo(),
    });

  it('go upstream once, concurrent or not; a write makes the next read go again', async () => {
    calls.length = 0;
    const http = httpWithMemo();
    const [first, second] = await Promise.all([
      http<{ n: number }>({ path: '/v1/point', accessToken: 'a' }),
      http<{ n: number }>({ path: '/v1/point', accessToken: 'a' }),
    ]);
    expect(second).toBe(first);
    await http({ path: '/v1/auth/introspect', method: 'POST', body: { t: 'a' }, readOnly: true });
    await http({ path: '/v1/auth/introspect', method: 'POST', body: { t: 'a' }, readOnly: true });
    // Another member's token is another read.
    await http({ path: '/v1/point', accessToken: 'b' });
    expect(calls).toEqual(['GET /v1/point', 'POST /v1/auth/introspect', 'GET /v1/point']);

    await http({ path: '/v1/claim', method: 'POST', body: {}, accessToken: 'a' });
    await http({ path: '/v1/point', accessToken: 'a' });
    expect(calls.slice(3)).toEqual(['POST /v1/claim', 'GET /v1/point']);
  });

  it('are not shared between requests', async () => {
    calls.length = 0;
    await httpWithMemo()({ path: '/v1/point', accessToken: 'a' });
    await httpWithMemo()({ path: '/v1/point', accessToken: 'a' });
    expect(calls).toEqual(['GET /v1/point', 'GET /v1/point']);
  });
});
