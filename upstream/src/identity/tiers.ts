import type { DbSession } from '../db/db.js';

export interface Tier {
  code: 'SILVER' | 'GOLD' | 'PLATINUM';
  name: string;
  minPoint: number;
  /** What members of the tier get, in Indonesian, for the membership explainer. */
  benefits: readonly string[];
}

/**
 * Tier thresholds, in "tier points": points earned that have not expired yet (spent ones count).
 * The benefits are the reference upstream's demo copy.
 */
export const TIERS: readonly Tier[] = [
  {
    code: 'SILVER',
    name: 'Silver',
    minPoint: 0,
    benefits: [
      'Kumpulkan poin di setiap transaksi di merchant partner',
      'Tukar poin dengan voucher dan promo pilihan',
      'Ikut event komunitas member',
    ],
  },
  {
    code: 'GOLD',
    name: 'Gold',
    minPoint: 50_000,
    benefits: [
      'Semua keuntungan Silver',
      'Akses lebih awal ke promo favorit',
      'Voucher spesial di bulan ulang tahunmu',
    ],
  },
  {
    code: 'PLATINUM',
    name: 'Platinum',
    minPoint: 250_000,
    benefits: [
      'Semua keuntungan Gold',
      'Kuota prioritas untuk event terbatas',
      'Layanan pelanggan prioritas',
    ],
  },
];

/** Points earned and not yet expired, whether spent or not. */
async function tierPoints(db: DbSession, userId: number, now: Date): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `SELECT coalesce(sum(points), 0)::int AS total FROM point_transactions
      WHERE user_id = $1 AND mutation = 'EARNING' AND created_at <= $2 AND expired_at > $2`,
    [userId, now],
  );
  return rows[0]?.total ?? 0;
}

export interface TierStatus {
  tier: Tier;
  tierPoint: number;
  next: Tier | null;
  pointToNextTier: number;
}

function tierFor(points: number): TierStatus {
  let index = 0;
  TIERS.forEach((tier, position) => {
    if (points >= tier.minPoint) index = position;
  });
  const tier = TIERS[index]!;
  const next = TIERS[index + 1] ?? null;
  return { tier, tierPoint: points, next, pointToNextTier: next ? next.minPoint - points : 0 };
}

export async function tierStatus(db: DbSession, userId: number, now: Date): Promise<TierStatus> {
  return tierFor(await tierPoints(db, userId, now));
}
