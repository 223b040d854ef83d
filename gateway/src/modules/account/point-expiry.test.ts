import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, SITI, useSignedIn } from '../../test-support/sign-in.js';
import { pointExpirySchedule } from './point-expiry.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('pointExpirySchedule', () => {
  const now = new Date('2026-11-26T03:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  it('adds up the batches of the next 30 Jakarta days and flags them', () => {
    // 10:00 in Jakarta; the 30th day from it ends at 2026-12-26T16:59:59Z.
    const dayThirtyEnd = '2026-12-26T16:59:59.000Z';
    const dayThirtyOneStart = '2026-12-26T17:00:00.000Z';
    const schedule = pointExpirySchedule(
      {
        point: 400,
        expiredDate: inDays(4),
        batches: [
          { point: 400, expiredDate: inDays(4) },
          { point: 250.9, expiredDate: dayThirtyEnd },
          { point: 1_000, expiredDate: dayThirtyOneStart },
        ],
      },
      now,
    );
    expect(schedule).toEqual({
      next30DaysPoint: 650,
      batches: [
        { point: 400, expiredDate: inDays(4), withinNext30Days: true },
        { point: 250, expiredDate: dayThirtyEnd, withinNext30Days: true },
        { point: 1_000, expiredDate: dayThirtyOneStart, withinNext30Days: false },
      ],
    });
  });

  it("reads an identity API that answers only SPEC's point and date as one batch", () => {
    expect(pointExpirySchedule({ point: 90, expiredDate: inDays(60) }, now)).toEqual({
      next30DaysPoint: 0,
      batches: [{ point: 90, expiredDate: inDays(60), withinNext30Days: false }],
    });
    expect(pointExpirySchedule({ point: 0, expiredDate: null }, now).batches).toEqual([]);
  });
});

const harness = useHarness();
const budi = useSignedIn(harness, BUDI);
const siti = useSignedIn(harness, SITI);

const QUERY = `{
  viewer {
    expiringPoint { point expiredDate }
    pointExpirySchedule { next30DaysPoint batches { point expiredDate withinNext30Days } }
  }
}`;

describe('viewer.pointExpirySchedule over the reference upstream', () => {
  it("lists Budi's batches soonest first with the next 30 days' total, from one upstream call", async () => {
    const asked = Date.now();
    const { body } = await harness.graphql(QUERY, undefined, budi.cookie);
    expect(body.errors).toBeUndefined();
    const { expiringPoint, pointExpirySchedule: schedule } = body.data.viewer;
    const batches: { point: number; expiredDate: string; withinNext30Days: boolean }[] =
      schedule.batches;
    expect(batches.length).toBeGreaterThanOrEqual(3);
    const times = batches.map((batch) => Date.parse(batch.expiredDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)!).toBeLessThanOrEqual(asked + 366 * DAY_MS);
    expect(batches[0]).toMatchObject(expiringPoint);
    // The first batch lapses at the end of this month: always within 30 days.
    expect(batches[0]!.withinNext30Days).toBe(true);
    expect(batches.at(-1)!.withinNext30Days).toBe(false);
    // The flagged batches come first.
    expect(batches.map((batch) => batch.withinNext30Days)).toEqual(
      [...batches.map((batch) => batch.withinNext30Days)].sort().reverse(),
    );
    expect(schedule.next30DaysPoint).toBe(
      batches.filter((batch) => batch.withinNext30Days).reduce((sum, b) => sum + b.point, 0),
    );
    expect(await harness.calls('/identity/v1/point/expired')).toHaveLength(1);
  });

  it('gives Siti an empty schedule', async () => {
    const { body } = await harness.graphql(QUERY, undefined, siti.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toEqual({
      expiringPoint: null,
      pointExpirySchedule: { next30DaysPoint: 0, batches: [] },
    });
  });
});
