import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, SITI, useSignedIn } from '../../test-support/sign-in.js';
import { pointExpirySchedule } from './point-expiry.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('pointExpirySchedule', () => {
  const now = new Date('2026-11-26T03:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  it('adds up the batches of the next 30 days and flags them', () => {
    const schedule = pointExpirySchedule(
      {
        point: 400,
        expiredDate: inDays(4),
        batches: [
          { point: 400, expiredDate: inDays(4) },
          { point: 250.9, expiredDate: inDays(30) },
          { point: 1_000, expiredDate: inDays(31) },
        ],
      },
      now,
    );
    expect(schedule).toEqual({
      next30DaysPoint: 650,
      batches: [
        { point: 400, expiredDate: inDays(4), withinNext30Days: true },
        { point: 250, expiredDate: inDays(30), withinNext30Days: true },
        { point: 1_000, expiredDate: inDays(31), withinNext30Days: false },
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
    for (const batch of batches) {
      expect(batch.withinNext30Days).toBe(Date.parse(batch.expiredDate) <= asked + 30 * DAY_MS);
    }
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
