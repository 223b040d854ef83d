import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSource, MAX_VECTOR_SOURCE_BYTES, SourceError } from './source.js';

const bodies: Record<string, { type: string; body: Buffer }> = {
  '/page.html': { type: 'text/html', body: Buffer.from('<html></html>') },
  '/logo.svg': { type: 'image/svg+xml', body: Buffer.from('<svg/>') },
  '/huge.svg': { type: 'image/svg+xml', body: Buffer.alloc(MAX_VECTOR_SOURCE_BYTES + 1, 32) },
};

let server: Server;
let base: string;
const dispatcher = new Agent();

beforeAll(async () => {
  server = createServer((request, response) => {
    const found = bodies[request.url ?? ''];
    if (!found) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': found.type }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await dispatcher.close();
  await new Promise((resolve) => server.close(resolve));
});

const fetchPath = (path: string) =>
  fetchSource(new URL(path, base), { dispatcher, timeoutMs: 5000 });

describe('fetchSource', () => {
  it('takes an SVG as it takes a photo', async () => {
    expect((await fetchPath('/logo.svg')).toString()).toBe('<svg/>');
  });

  it('refuses a body that is no image, and an SVG above its own limit', async () => {
    for (const path of ['/page.html', '/huge.svg']) {
      const refused = await fetchPath(path).catch((error: unknown) => error);
      expect(refused, path).toBeInstanceOf(SourceError);
      expect((refused as SourceError).status, path).toBe(502);
    }
    expect(await fetchPath('/missing.jpg').catch((error: SourceError) => error.status)).toBe(404);
  });
});
