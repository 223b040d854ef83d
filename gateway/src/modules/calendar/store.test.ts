import { describe, expect, it } from 'vitest';
import { createCalendarStore } from './store.js';

const empty = { batches: [], vouchers: [] };
const later = {
  batches: [{ point: 100, expiredDate: '2027-01-31T16:59:59.000Z' }],
  vouchers: [],
};

describe('createCalendarStore (this process’s memory)', () => {
  it('keeps a rotation even when a page refreshes the snapshot at the same moment', async () => {
    const store = createCalendarStore(undefined);
    const first = await store.issue('member-1', empty);
    const [, second] = await Promise.all([
      store.refresh('member-1', later),
      store.issue('member-1', empty),
    ]);
    expect(await store.tokenOf('member-1')).toBe(second);
    expect(await store.feed(first)).toBeNull();
    expect(await store.feed(second)).not.toBeNull();
    await store.refresh('member-1', later);
    expect(await store.feed(second)).toEqual(later);
  });

  it('refuses a token of another form before looking it up, and one never issued', async () => {
    const store = createCalendarStore(undefined);
    expect(await store.feed('')).toBeNull();
    expect(await store.feed('A'.repeat(43))).toBeNull();
    await store.refresh('nobody', later);
    expect(await store.tokenOf('nobody')).toBeNull();
  });
});
