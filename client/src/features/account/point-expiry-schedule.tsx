import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { formatDate, formatPoint, formatPoints } from '../../lib/format';
import { daysUntil } from '../../lib/jakarta-day';
import { paths } from '../../lib/paths';
import * as accountCss from './account.css';
import * as badgeCss from '../../components/badge.css';
import * as skeletonCss from '../../components/skeleton.css';

export interface PointExpiryScheduleLike {
  next30DaysPoint: number;
  batches: readonly { point: number; expiredDate: string; withinNext30Days: boolean }[];
}

/** "hari ini", "besok", "dalam 34 hari". */
function whenFromToday(expiredDate: string): string {
  const days = daysUntil(expiredDate);
  if (days == null) return '';
  if (days <= 0) return 'Hangus hari ini';
  if (days === 1) return 'Hangus besok';
  return `Hangus dalam ${days} hari`;
}

/** The next 30 days' total: tinted, with a way to spend it, when something lapses in them. */
function NextDays({ point }: { point: number }) {
  const soon = point > 0;
  return (
    <div
      className={
        soon ? `${accountCss.expirySoon} ${accountCss.expirySoonWarning}` : accountCss.expirySoon
      }
      data-testid="expiry-next-30-days"
    >
      <p className={accountCss.expirySoonLabel}>Kedaluwarsa dalam 30 hari ke depan</p>
      <p className={accountCss.expirySoonValue}>{formatPoints(point)}</p>
      <p className={accountCss.expirySoonNote}>
        {soon ? (
          <>
            Tukarkan dengan voucher sebelum hangus.{' '}
            <Link to={paths.promos()} className={accountCss.expiryLink}>
              Cari voucher
            </Link>
          </>
        ) : (
          'Belum ada poin yang hangus dalam 30 hari ke depan.'
        )}
      </p>
    </div>
  );
}

/**
 * `/account/poin`'s expiry schedule: what lapses in the next 30 days, then every batch of the
 * next 12 months, soonest first. Static markup, as the rest of the page.
 */
export function PointExpirySchedule({ schedule }: { schedule: PointExpiryScheduleLike }) {
  if (schedule.batches.length === 0) {
    return (
      <EmptyState
        title="Tidak ada poin yang akan kedaluwarsa"
        description="Dalam 12 bulan ke depan tidak ada poinmu yang hangus. Poin yang kamu kumpulkan nanti tampil di sini bersama tanggal kedaluwarsanya."
      />
    );
  }
  return (
    <>
      <NextDays point={schedule.next30DaysPoint} />
      <ol className={accountCss.expiryList} data-testid="expiry-schedule">
        {schedule.batches.map((batch) => (
          <li
            key={batch.expiredDate}
            className={accountCss.expiryRow}
            data-testid="expiry-batch"
            data-soon={batch.withinNext30Days || undefined}
          >
            <div className={accountCss.expiryRowWhen}>
              <time className={accountCss.expiryRowDate} dateTime={batch.expiredDate}>
                {formatDate(batch.expiredDate)}
              </time>
              <span className={accountCss.expiryRowIn}>{whenFromToday(batch.expiredDate)}</span>
            </div>
            <div className={accountCss.expiryRowSide}>
              {batch.withinNext30Days ? (
                <span className={`${badgeCss.root} ${badgeCss.orange}`}>Segera</span>
              ) : null}
              <p className={accountCss.expiryRowAmount} data-testid="expiry-amount">
                {formatPoint(batch.point)}
                <span className={accountCss.pointRowUnit}>poin</span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The schedule's shape while it loads: the total's box and three lines. */
export function PointExpiryScheduleSkeleton() {
  return (
    <div aria-busy="true" data-testid="expiry-schedule-skeleton">
      <div className={`${skeletonCss.root} ${accountCss.expirySoon}`} />
      <div className={accountCss.expiryList}>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={accountCss.expiryRow}>
            <div className={`${skeletonCss.root} ${accountCss.expiryRowSkeletonDate}`} />
            <div className={`${skeletonCss.root} ${accountCss.expiryRowSkeletonAmount}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
