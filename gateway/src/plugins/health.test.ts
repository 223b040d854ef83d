import { expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';

const harness = useHarness();

it('is ready when the content API answers, and says which upstream is not', async () => {
  const ready = await harness.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', upstreams: { content: 'ok', identity: 'ok' } });

  await harness.injectFaults([{ path: '/content/v1/categories', status: 503 }]);
  const down = await harness.app.inject({ method: 'GET', url: '/readyz' });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({
    status: 'unavailable',
    upstreams: { content: 'status 503', identity: 'ok' },
  });

  const live = await harness.app.inject({ method: 'GET', url: '/healthz' });
  expect(live.json()).toEqual({ status: 'ok' });
});

it('answers serviceHealth with the gateway and each upstream, never cached', async () => {
  await harness.resetUpstreamLog();
  const QUERY = `{ serviceHealth { status checkedAt services { name label status responseTimeMs checkedAt } } }`;
  const up = await harness.graphql(QUERY);
  expect(up.body.errors).toBeUndefined();
  expect(up.response.headers['cache-control']).toBe('no-store');
  const health = up.body.data.serviceHealth;
  expect(health.status).toBe('OK');
  expect(Number.isNaN(Date.parse(health.checkedAt))).toBe(false);
  expect(health.services.map((s: { name: string }) => s.name)).toEqual([
    'gateway',
    'content',
    'identity',
  ]);
  for (const service of health.services) {
    expect(service.status).toBe('OK');
    expect(service.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(service.checkedAt))).toBe(false);
  }
  expect(health.services[0].label).toBe('Situs MyValue');

  await harness.injectFaults([{ path: '/identity/v2/web/client', status: 503 }]);
  const down = await harness.graphql(QUERY);
  expect(down.body.data.serviceHealth.status).toBe('DOWN');
  expect(
    down.body.data.serviceHealth.services.map((s: { name: string; status: string }) => [
      s.name,
      s.status,
    ]),
  ).toEqual([
    ['gateway', 'OK'],
    ['content', 'OK'],
    ['identity', 'DOWN'],
  ]);
  await harness.resetUpstreamLog();
});
