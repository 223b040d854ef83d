import { describe, expect, it } from 'vitest';
import { useTestUpstream } from './testing/test-upstream.js';

const SITE = 'http://localhost:8081';
const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/identity/v1/user',
  headers: {
    origin,
    'access-control-request-method': 'GET',
    'access-control-request-headers': 'authorization',
  },
});

describe('CORS', () => {
  const upstream = useTestUpstream({ UPSTREAM_CORS_ORIGINS: SITE });
  const closed = useTestUpstream();

  it('lets a listed origin call with a bearer token', async () => {
    const answer = await upstream.app.inject(preflight(SITE));
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.headers['access-control-allow-headers']).toMatch(/authorization/i);
    const call = await upstream.app.inject({
      url: '/content/v1/categories',
      headers: { origin: SITE },
    });
    expect(call.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('gives any other origin nothing to read, and no origin at all by default', async () => {
    const other = await upstream.app.inject(preflight('http://evil.test'));
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const unset = await closed.app.inject(preflight(SITE));
    expect(unset.headers['access-control-allow-origin']).toBeUndefined();
  });
});
