import { beforeAll, describe, expect, it } from 'vitest';
import { memberId } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';
import { BUDI, SITI } from '../../db/seed/identity.js';
import {
  InsufficientPointsError,
  balance,
  earnPoints,
  replayLedger,
  spendPoints,
} from './ledger.js';

const upstream = useTestUpstream();
let budiId: number;
let sitiId: number;

beforeAll(async () => {
  budiId = await memberId(upstream.db, BUDI.email);
  sitiId = await memberId(upstream.db, SITI.email);
});

describe('replayLedger', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it('ignores expired earnings and spends the soonest-expiring points first', () => {
    const rows = [
      {
        id: 1,
        mutation: 'EARNING' as const,
        points: 100,
        created_at: day('2025-01-01'),
        expired_at: day('2025-06-01'),
      },
      {
        id: 2,
        mutation: 'EARNING' as const,
        points: 50,
        created_at: day('2025-02-01'),
        expired_at: day('2026-02-01'),
      },
      {
        id: 3,
        mutation: 'REDEEM' as const,
        points: 30,
        created_at: day('2025-03-01'),
        expired_at: null,
      },
    ];
    expect(replayLedger(rows, day('2025-04-01')).balance).toBe(120);
    // The 70 points left of the first earning expire; the second is untouched.
    expect(replayLedger(rows, day('2025-07-01')).balance).toBe(50);
    expect(replayLedger(rows, day('2026-03-01')).balance).toBe(0);
  });
});

describe('the seeded ledger', () => {
  it('gives Budi exactly 125000 points over 40 transactions, and Siti nothing', async () => {
    expect(await balance(upstream.db, budiId)).toBe(BUDI.balance);
    const [count] = await upstream.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM point_transactions WHERE user_id = $1',
      [budiId],
    );
    expect(count!.count).toBe(BUDI.transactions);
    expect(await balance(upstream.db, sitiId)).toBe(0);
  });
});

describe('spendPoints and earnPoints', () => {
  it('refuses to overspend, writing nothing, also inside a transaction', async () => {
    await expect(
      spendPoints(upstream.db, {
        userId: sitiId,
        points: 10,
        description: 'Tes',
        referenceNo: 'T-1',
      }),
    ).rejects.toBeInstanceOf(InsufficientPointsError);

    await expect(
      upstream.db.transaction(async (tx) => {
        await earnPoints(tx, {
          userId: sitiId,
          points: 500,
          description: 'Tes',
          referenceNo: 'T-2',
        });
        await spendPoints(tx, {
          userId: sitiId,
          points: 800,
          description: 'Tes',
          referenceNo: 'T-3',
        });
      }),
    ).rejects.toMatchObject({ balance: 500, required: 800 });
    expect(await balance(upstream.db, sitiId)).toBe(0);
  });

  it('moves the balance both ways', async () => {
    const earned = await earnPoints(upstream.db, {
      userId: sitiId,
      points: 1000,
      description: 'Bonus',
      referenceNo: 'T-4',
    });
    expect(earned.balance).toBe(1000);
    const spent = await upstream.db.transaction((tx) =>
      spendPoints(tx, { userId: sitiId, points: 400, description: 'Voucher', referenceNo: 'T-5' }),
    );
    expect(spent.balance).toBe(600);
    expect(await balance(upstream.db, sitiId)).toBe(600);
  });
});
