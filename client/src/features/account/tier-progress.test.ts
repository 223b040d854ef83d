import { describe, expect, it } from 'vitest';
import { TOP_TIER_LABEL, tierProgress } from './tier-progress';

const tiers = [
  { code: 'SILVER', minPoint: 0 },
  { code: 'GOLD', minPoint: 50_000 },
  { code: 'PLATINUM', minPoint: 250_000 },
];

describe('tierProgress', () => {
  it('measures the stretch from the current tier to the next', () => {
    const progress = tierProgress(
      { code: 'GOLD', point: 137_600, nextTierName: 'Platinum', pointToNextTier: 112_400 },
      tiers,
    );
    expect(progress).toEqual({
      percent: 44,
      remaining: 112_400,
      nextTierName: 'Platinum',
      label: '112.400 poin lagi menuju Platinum',
    });
  });

  it('starts at 0 % for a new member', () => {
    const progress = tierProgress(
      { code: 'SILVER', point: 0, nextTierName: 'Gold', pointToNextTier: 50_000 },
      tiers,
    );
    expect(progress.percent).toBe(0);
    expect(progress.label).toBe('50.000 poin lagi menuju Gold');
  });

  it('is full at the top tier', () => {
    const progress = tierProgress(
      { code: 'PLATINUM', point: 300_000, nextTierName: null, pointToNextTier: 0 },
      tiers,
    );
    expect(progress).toMatchObject({ percent: 100, remaining: 0, label: TOP_TIER_LABEL });
  });

  it('works without the thresholds (counted from 0)', () => {
    const progress = tierProgress(
      { code: 'GOLD', point: 75_000, nextTierName: 'Platinum', pointToNextTier: 25_000 },
      [],
    );
    expect(progress.percent).toBe(75);
  });
});
