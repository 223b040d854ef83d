import { formatPoints } from '../../lib/format';

export interface TierLike {
  code?: string | null;
  /** Tier points: earned and not yet expired. */
  point?: number | null;
  nextTierName?: string | null;
  pointToNextTier?: number | null;
}

export interface TierThreshold {
  code: string;
  minPoint: number;
}

export interface TierProgress {
  /** 0–100, how far along from the current tier's threshold to the next one. */
  percent: number;
  /** Points still missing; 0 at the top tier. */
  remaining: number;
  nextTierName: string | null;
  /** "112.400 poin lagi menuju Platinum", or the top tier reached. */
  label: string;
}

export const TOP_TIER_LABEL = 'Kamu sudah di tier tertinggi';

/**
 * The bar to the next tier. The identity API says how many points are missing; the tiers'
 * thresholds say where the current tier started, so the bar measures this tier's stretch only
 * (a Gold member starts at 0 %, not at 50 000/250 000).
 */
export function tierProgress(tier: TierLike, tiers: readonly TierThreshold[]): TierProgress {
  const remaining = Math.max(0, Math.trunc(tier.pointToNextTier ?? 0));
  if (!tier.nextTierName || remaining === 0) {
    return { percent: 100, remaining: 0, nextTierName: null, label: TOP_TIER_LABEL };
  }
  const point = Math.max(0, tier.point ?? 0);
  const start = tiers.find((item) => item.code === tier.code)?.minPoint ?? 0;
  const target = point + remaining;
  const span = target - Math.min(start, point);
  const percent = span > 0 ? ((point - Math.min(start, point)) / span) * 100 : 0;
  return {
    percent: Math.min(100, Math.max(0, Math.round(percent))),
    remaining,
    nextTierName: tier.nextTierName,
    label: `${formatPoints(remaining)} lagi menuju ${tier.nextTierName}`,
  };
}
