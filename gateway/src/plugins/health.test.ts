import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test-support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

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
