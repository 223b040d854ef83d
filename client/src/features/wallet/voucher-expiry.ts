const DAY_MS = 24 * 60 * 60 * 1000;
// Jakarta has no daylight saving: a calendar day there is UTC+7 throughout the year.
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Days left in the warning window: under this, the card says when the voucher ends. */
export const EXPIRY_WARNING_DAYS = 7;

function jakartaDay(time: number): number {
  return Math.floor((time + JAKARTA_OFFSET_MS) / DAY_MS);
}

/**
 * Whole Jakarta calendar days from `now` to the voucher's last day: 0 on the last day itself,
 * whatever the hour. Null when the date is unknown.
 */
export function daysLeft(
  redeemTo: string | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!redeemTo) return null;
  const end = Date.parse(redeemTo);
  if (Number.isNaN(end)) return null;
  return jakartaDay(end) - jakartaDay(now.getTime());
}

/** "Berakhir dalam 3 hari", "Berakhir hari ini", or null when 7 days or more are left. */
export function expiryWarning(
  redeemTo: string | null | undefined,
  now: Date = new Date(),
): string | null {
  const days = daysLeft(redeemTo, now);
  if (days === null || days < 0 || days >= EXPIRY_WARNING_DAYS) return null;
  return days === 0 ? 'Berakhir hari ini' : `Berakhir dalam ${days} hari`;
}
