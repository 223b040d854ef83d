import { Link } from 'react-router-dom';
import { formatDate, formatPoint, formatPoints } from '../../lib/format';
import { daysUntil } from '../../lib/jakarta-day';
import { paths } from '../../lib/paths';
import { StatusAlert } from '../../components/status-alert';
import { PointIcon } from './account-icons';
import * as accountCss from './account.css';
import * as alertStatusCss from '../../components/alert-status.css';
import * as iconCss from '../../components/icon.css';

/** The schedule's section on /account/poin, the target of /account's link. */
export const EXPIRY_SCHEDULE_ID = 'jadwal-kedaluwarsa';

/** Points expiring within this many days get a warning (alert). */
const EXPIRY_WARNING_DAYS = 30;

export interface ExpiringPointLike {
  point: number;
  expiredDate?: string | null;
}

/** "15.400 poin akan kedaluwarsa pada 30 Nov 2026", with how soon when it is close. */
function ExpiringLine({ expiring }: { expiring: ExpiringPointLike }) {
  const days = daysUntil(expiring.expiredDate);
  const soon = days != null && days <= EXPIRY_WARNING_DAYS;
  const when = expiring.expiredDate ? ` pada ${formatDate(expiring.expiredDate)}` : '';
  const text = `${formatPoints(expiring.point)} akan kedaluwarsa${when}`;
  if (!soon) {
    return (
      <p className={accountCss.pointBalanceNote} data-testid="expiring-point">
        {text}
      </p>
    );
  }
  const inDays = days <= 0 ? 'hari ini' : `dalam ${days} hari`;
  return (
    <StatusAlert
      status="warning"
      size="sm"
      className={alertStatusCss.alertRounded}
      title={text}
      // Three text nodes, as the text was drawn before (a single one shapes a pixel apart).
      description={<>Kedaluwarsa {inDays}. Tukarkan dengan voucher sebelum hangus.</>}
      data-testid="expiring-point"
    />
  );
}

/** The balance ("125.000 poin") and the points that expire soonest (/account/poin, /account). */
export function PointBalanceCard(props: {
  point: number | null | undefined;
  expiring: ExpiringPointLike | null | undefined;
  /** The page's main figure is its heading level 1 content; elsewhere it is a card. */
  headingLevel?: 'h1' | 'h2';
  /** On /account: a link to the whole schedule on /account/poin, when anything expires. */
  scheduleLink?: boolean;
}) {
  const Label = props.headingLevel ?? 'h2';
  return (
    <div className={accountCss.accountPanel} data-testid="point-balance">
      <div className={accountCss.pointBalanceStack}>
        <div className={accountCss.pointBalanceRow}>
          <div className={accountCss.pointBalanceIcon}>
            <PointIcon className={`${iconCss.root} ${iconCss.size6}`} />
          </div>
          <div>
            <Label className={accountCss.pointBalanceLabel}>Saldo poin</Label>
            <p className={accountCss.pointBalanceValue}>
              {props.point == null ? '–' : formatPoint(props.point)}{' '}
              <span className={accountCss.pointBalanceUnit}>poin</span>
            </p>
          </div>
        </div>
        {props.expiring && props.expiring.point > 0 ? (
          <ExpiringLine expiring={props.expiring} />
        ) : (
          <p className={accountCss.pointBalanceNote} data-testid="expiring-point">
            Tidak ada poin yang akan kedaluwarsa dalam waktu dekat.
          </p>
        )}
        {props.scheduleLink && props.expiring && props.expiring.point > 0 ? (
          <Link
            to={`${paths.accountPoint()}#${EXPIRY_SCHEDULE_ID}`}
            className={`${accountCss.expiryLink} ${accountCss.pointBalanceLink}`}
          >
            Lihat jadwal kedaluwarsa poin
          </Link>
        ) : null}
      </div>
    </div>
  );
}
