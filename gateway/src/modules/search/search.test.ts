import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

describe('search', () => {
  it('groups results and counts', async () => {
    const { body } = await harness.graphql(`
      {
        search(q: "kopi", limit: 3) {
          q
          promos { slug link }
          events { slug }
          articles { slug }
          merchants { slug }
          counts { promos events articles merchants }
        }
      }`);
    expect(body.errors).toBeUndefined();
    const result = body.data.search;
    expect(result.q).toBe('kopi');
    expect(result.promos.length).toBeGreaterThan(0);
    expect(result.promos.length).toBeLessThanOrEqual(3);
    expect(result.counts.promos).toBeGreaterThanOrEqual(result.promos.length);
  });

  it('looks in one type only when asked', async () => {
    const { body } = await harness.graphql(
      `{ search(q: "kopi", type: MERCHANT) { promos { id } merchants { name } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.search.promos).toEqual([]);
    expect(body.data.search.merchants.length).toBeGreaterThan(0);
  });

  it('refuses an empty query or a limit out of range', async () => {
    const empty = await harness.graphql(`{ search(q: " ") { q } }`);
    expect(empty.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const big = await harness.graphql(`{ search(q: "kopi", limit: 51) { q } }`);
    expect(big.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
