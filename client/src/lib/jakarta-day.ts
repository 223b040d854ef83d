const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Jakarta calendar day of an instant, as YYYY-MM-DD. */
export function jakartaDay(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole Jakarta days from `now` to `value` (0: today, 1: tomorrow); null when not a date. */
export function daysUntil(value: string | null | undefined, now: Date = new Date()): number | null {
  if (!value) return null;
  const target = new Date(value);
  if (Number.isNaN(target.getTime())) return null;
  const days = Date.parse(jakartaDay(target)) - Date.parse(jakartaDay(now));
  return Math.round(days / DAY_MS);
}

/** The Jakarta day `days` after `day` (YYYY-MM-DD), negative for before. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}
