const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * The last second of a calendar month in Jakarta, `monthsAhead` months after the month of
 * `date`. Earned points expire at the end of the twelfth month after the month they were earned.
 */
export function endOfJakartaMonth(date: Date, monthsAhead = 0): Date {
  const local = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  const startOfNext = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + monthsAhead + 1, 1);
  return new Date(startOfNext - JAKARTA_OFFSET_MS - 1000);
}

const EARNING_VALIDITY_MONTHS = 12;

export function earningExpiry(earnedAt: Date): Date {
  return endOfJakartaMonth(earnedAt, EARNING_VALIDITY_MONTHS);
}

/** How far ahead `/v1/point/expired` lists batches: twelve calendar months from `now`. */
export function scheduleEnd(now: Date): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 12);
  return end;
}

/** `YYYY-MM-DD` in Jakarta → the first instant of that day. */
export function jakartaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+07:00`));
}
