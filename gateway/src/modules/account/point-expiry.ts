import type { ExpiredPointPayload } from '../../upstream/identity-types.js';

const NEXT_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `Viewer.pointExpirySchedule` from `GET /v1/point/expired`. The 30-day mark is decided here,
 * once, for both the total and each batch's flag, so the page never adds up what it highlights.
 * An identity API that answers only SPEC's `{ point, expiredDate }` still gives its one batch.
 */
export function pointExpirySchedule(payload: ExpiredPointPayload, now: Date = new Date()) {
  const listed =
    payload.batches ??
    (payload.point > 0 && payload.expiredDate
      ? [{ point: payload.point, expiredDate: payload.expiredDate }]
      : []);
  const until = now.getTime() + NEXT_DAYS_MS;
  const batches = listed
    .map((batch) => ({
      point: Math.trunc(batch.point),
      expiredDate: batch.expiredDate,
      withinNext30Days: Date.parse(batch.expiredDate) <= until,
    }))
    .filter((batch) => batch.point > 0);
  return {
    next30DaysPoint: batches
      .filter((batch) => batch.withinNext30Days)
      .reduce((sum, batch) => sum + batch.point, 0),
    batches,
  };
}
