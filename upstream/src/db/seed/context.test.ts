import { describe, expect, it } from 'vitest';
import { createSeedContext, jakartaMidnight } from './context.js';

describe('seed context', () => {
  it('anchors dates at midnight in Jakarta', () => {
    // 23:30 UTC is already 06:30 the next day in Jakarta.
    expect(jakartaMidnight(new Date('2026-03-10T23:30:00Z')).toISOString()).toBe(
      '2026-03-10T17:00:00.000Z',
    );
    expect(jakartaMidnight(new Date('2026-03-10T16:59:59Z')).toISOString()).toBe(
      '2026-03-09T17:00:00.000Z',
    );
  });

  it('gives the same values for the same day, whatever the hour', () => {
    const morning = createSeedContext(new Date('2026-03-10T01:00:00Z'));
    const evening = createSeedContext(new Date('2026-03-10T15:00:00Z'));
    expect(morning.daysFromAnchor(-3, 9)).toEqual(evening.daysFromAnchor(-3, 9));
    const draw = (context: typeof morning) => {
      const random = context.random('promos');
      return [random.next(), random.int(1, 6), random.pick(['a', 'b', 'c']), random.chance(0.5)];
    };
    expect(draw(morning)).toEqual(draw(evening));
  });

  it('keeps streams independent of each other', () => {
    const context = createSeedContext(new Date('2026-03-10T01:00:00Z'));
    const promos = context.random('promos');
    const events = context.random('events');
    expect(promos.next()).not.toBe(events.next());
    const values = Array.from({ length: 1000 }, () => promos.int(1, 6));
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(6);
  });
});
