import { EventEmitter } from 'node:events';
import { expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { closeOnSignals } from './shutdown.js';

// The test closes the gateway itself, with the signal; the harness closes what is left.
const harness = useHarness();

it('on SIGTERM finishes the request under way, refuses new ones, then exits 0', async () => {
  const signals = new EventEmitter();
  const exits: number[] = [];
  closeOnSignals(harness.app, { emitter: signals, exit: (code) => exits.push(code) });
  const base = await harness.app.listen({ host: '127.0.0.1', port: 0 });

  await harness.injectFaults([{ path: '/content/v1/categories', latencyMs: 1500 }]);
  const ask = () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { items { id } } }' }),
    });
  const inFlight = ask();
  // Under way once the upstream has been asked (the fault holds it there).
  await new Promise((resolve) => setTimeout(resolve, 300));

  signals.emit('SIGTERM');
  const after = await ask().then(
    (response) => response.status,
    () => 'refused' as const,
  );
  expect([503, 'refused']).toContain(after);

  const finished = await inFlight;
  expect(finished.status).toBe(200);
  const body = (await finished.json()) as { data: { categories: { items: unknown[] } } };
  expect(body.data.categories.items.length).toBeGreaterThan(0);
  await expect.poll(() => exits).toEqual([0]);
});
