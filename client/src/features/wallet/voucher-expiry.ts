import { daysUntil } from '../../lib/jakarta-day';

/** Days left in the warning window: under this, the card says when the voucher ends. */
const EXPIRY_WARNING_DAYS = 7;

/** "Berakhir dalam 3 hari", "Berakhir hari ini", or null when 7 days or more are left. */
export function expiryWarning(
  redeemTo: string | null | undefined,
  now: Date = new Date(),
): string | null {
  // Whole Jakarta calendar days to the voucher's last day: 0 on the last day, whatever the hour.
  const days = daysUntil(redeemTo, now);
  if (days === null || days < 0 || days >= EXPIRY_WARNING_DAYS) return null;
  return days === 0 ? 'Berakhir hari ini' : `Berakhir dalam ${days} hari`;
}
