import { describe, expect, it } from 'vitest';
import { endOfJakartaMonth } from '../../identity/points/expiry.js';
import { replayLedger } from '../../identity/points/ledger.js';
import { createSeedContext } from './context.js';
import { BUDI, budiPointRows } from './identity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function ledgerRows(now: Date) {
  return budiPointRows(createSeedContext(now)).map((row, index) => ({
    id: index + 1,
    mutation: row.mutation,
    points: row.points,
    created_at: row.createdAt,
    expired_at: row.expiredAt,
  }));
}

describe("Budi's seeded points", () => {
  it('are the same on every run of the same day', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(budiPointRows(createSeedContext(now))).toEqual(budiPointRows(createSeedContext(now)));
  });

  it('work out on any seeding day: 40 rows, 125000 points, some expiring this month', () => {
    const start = new Date('2026-01-01T05:00:00Z').getTime();
    for (let day = 0; day < 800; day += 1) {
      const now = new Date(start + day * DAY_MS);
      const rows = ledgerRows(now);
      expect(rows).toHaveLength(BUDI.transactions);
      const state = replayLedger(rows, now);
      expect(state.balance).toBe(BUDI.balance);
      expect(state.lots[0]?.expiresAt).toEqual(endOfJakartaMonth(now));
      expect(rows.every((row) => row.created_at.getTime() < now.getTime())).toBe(true);
    }
  });
});
