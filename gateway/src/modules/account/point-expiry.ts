import type { ExpiredPointPayload } from '../../upstream/identity-types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const NEXT_DAYS = 30;

/** The Jakarta calendar day of an instant, as a day number (days since 1970-01-01). */
export const jakartaDayNumber = (time: number) => Math.floor((time + JAKARTA_OFFSET_MS) / DAY_MS);

/**
 * `Viewer.pointExpirySchedule` from `GET /v1/point/expired`. The 30-day mark is decided here,
 * once, for both the total and each batch's flag, so the page never adds up what it highlights.
 * It counts Jakarta calendar days, as the page's "dalam N hari" does: points lapsing on the
 * 30th day from today are within it, whatever the hour (a month's last day always is, from its
 * first). An identity API that answers only SPEC's `{ point, expiredDate }` gives its one batch.
 */
export function pointExpirySchedule(payload: ExpiredPointPayload, now: Date = new Date()) {
  const listed =
    payload.batches ??
    (payload.point > 0 && payload.expiredDate
      ? [{ point: payload.point, expiredDate: payload.expiredDate }]
      : []);
  const lastDay = jakartaDayNumber(now.getTime()) + NEXT_DAYS;
  const batches = listed
    .map((batch) => ({
      point: Math.trunc(batch.point),
      expiredDate: batch.expiredDate,
      withinNext30Days: jakartaDayNumber(Date.parse(batch.expiredDate)) <= lastDay,
    }))
    .filter((batch) => batch.point > 0);
  return {
    next30DaysPoint: batches
      .filter((batch) => batch.withinNext30Days)
      .reduce((sum, batch) => sum + batch.point, 0),
    batches,
  };
}
