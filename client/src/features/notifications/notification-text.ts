import type { NotificationKind } from '../../gql/graphql';
import { formatDate, formatPoints, formatTime } from '../../lib/format';
import { daysUntil } from '../../lib/jakarta-day';

export interface NotificationLike {
  kind: NotificationKind;
  point?: number | null;
  title?: string | null;
  date: string;
}

/** "hari ini", "besok", "dalam 4 hari": Jakarta calendar days, as the account pages count. */
function when(date: string, now: Date): string {
  const days = daysUntil(date, now) ?? 0;
  if (days <= 0) return 'hari ini';
  if (days === 1) return 'besok';
  return `dalam ${days} hari`;
}

/** The panel's two lines for one notification: what happens, and to what. */
export function notificationText(
  notification: NotificationLike,
  now: Date = new Date(),
): { headline: string; detail: string } {
  const { date, title } = notification;
  switch (notification.kind) {
    case 'POINTS_EXPIRING':
      return {
        headline: `${formatPoints(notification.point)} hangus ${when(date, now)}`,
        detail: `Tukarkan dengan voucher sebelum ${formatDate(date)}`,
      };
    case 'VOUCHER_ENDING':
      return {
        headline: `Voucher berakhir ${when(date, now)}`,
        detail: `${title ?? 'Voucher kamu'} · berlaku s/d ${formatDate(date)}`,
      };
    case 'EVENT_TOMORROW':
      return {
        headline: `Acara besok, pukul ${formatTime(date)}`,
        detail: title ?? 'Acara yang kamu ikuti',
      };
    case 'CLAIM_MADE':
      return {
        headline: 'Voucher berhasil diklaim',
        detail: `${title ?? 'Voucher kamu'} · ${formatDate(date)}`,
      };
  }
}
