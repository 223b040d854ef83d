import type { ClaimRefusalReason } from '../../gql/graphql';
import { formatDate, formatDateTime, formatPoint, formatPoints } from '../../lib/format';

/** Why a promo cannot be claimed (now), as the page says it next to the button. */
export interface ClaimBlock {
  /** One line: 'Poin kamu tidak cukup'. */
  title: string;
  /** What it means for the member: 'Kurang 3.500 poin'. */
  detail?: string;
  /**
   * True when the promo is closed to this member for good (ended, not open yet, out of stock,
   * their limit reached): the button then names the reason. Otherwise (too few points, which
   * the member can earn) it keeps its label ('Tukar 1.500 Poin') and is disabled.
   */
  closed: boolean;
  /** A refusal the member may simply try again (an unknown one): the button stays enabled. */
  retryable?: boolean;
}

export interface ClaimablePromo {
  price: number;
  stock: number;
  isQuotaAvailable: boolean;
  status: 'ACTIVE' | 'UPCOMING' | 'EXPIRED';
  isExpired: boolean;
  validFrom: string;
  validTo: string;
  maxPerMember: number | null;
}

/** What the page knows of the signed-in member; undefined for a visitor. */
export interface ClaimingMember {
  balance: number | null | undefined;
  /** The gateway's answer for this member (`Promo.viewerClaim`); null or undefined if unknown. */
  claim?: { reason: ClaimRefusalReason | null } | null;
}

/** 'Tukar 1.500 Poin' for a paid promo, 'Klaim Voucher' for a free one. */
export function claimLabel(price: number): string {
  return price > 0 ? `Tukar ${formatPoint(price)} Poin` : 'Klaim Voucher';
}

const ended = (promo: ClaimablePromo): ClaimBlock => ({
  title: 'Promo sudah berakhir',
  detail: `Masa klaim berakhir ${formatDate(promo.validTo)}.`,
  closed: true,
});
const notOpen = (promo: ClaimablePromo): ClaimBlock => ({
  title: 'Promo belum dimulai',
  detail: `Bisa diklaim mulai ${formatDateTime(promo.validFrom)}.`,
  closed: true,
});
const soldOut: ClaimBlock = {
  title: 'Stok voucher habis',
  detail: 'Semua voucher promo ini sudah diklaim.',
  closed: true,
};

function missingPoints(price: number, balance: number | null | undefined): ClaimBlock {
  return {
    title: 'Poin kamu tidak cukup',
    detail: balance == null ? undefined : `Kurang ${formatPoints(Math.max(price - balance, 0))}`,
    closed: false,
  };
}

/** `detail`: the upstream's own words for it, which the page also writes before any press. */
const limitReached = (detail: string): ClaimBlock => ({
  title: 'Batas klaim tercapai',
  detail,
  closed: true,
});

/** The upstream's `already_claimed` message, for a limit known before the claim. */
function limitMessage(maxPerMember: number | null): string {
  return maxPerMember == null
    ? 'Kamu sudah mengklaim voucher ini'
    : `Kamu sudah mengklaim voucher ini (maksimal ${maxPerMember} per member)`;
}

const REFUSALS: Record<
  ClaimRefusalReason,
  (promo: ClaimablePromo, balance: number | null | undefined) => ClaimBlock
> = {
  PROMO_EXPIRED: ended,
  PROMO_NOT_STARTED: notOpen,
  ALREADY_CLAIMED: (promo) => limitReached(limitMessage(promo.maxPerMember)),
  OUT_OF_STOCK: () => soldOut,
  INSUFFICIENT_POINTS: (promo, balance) => missingPoints(promo.price, balance),
};

/**
 * What the page knows before any click. For a member, the gateway's `viewerClaim` (their limit
 * and points included); for a visitor, or when that is unknown, what the public promo says (an
 * ended, not yet open or sold-out promo) and the balance.
 */
export function claimBlockBefore(
  promo: ClaimablePromo,
  member: ClaimingMember | undefined,
): ClaimBlock | null {
  if (member?.claim) {
    const { reason } = member.claim;
    return reason ? REFUSALS[reason](promo, member.balance) : null;
  }
  if (promo.status === 'EXPIRED' || promo.isExpired) return ended(promo);
  if (promo.status === 'UPCOMING') return notOpen(promo);
  if (!promo.isQuotaAvailable || promo.stock <= 0) return soldOut;
  const balance = member?.balance;
  if (balance != null && promo.price > balance) return missingPoints(promo.price, balance);
  return null;
}

/**
 * The claim mutation's refusal (`error.code`, see schema/voucher.graphql and the upstream's
 * `POST /v2/vouchers`) as the page shows it. Unknown codes show the upstream's own message.
 */
export function claimBlockAfter(
  error: { code: string; message: string },
  promo: ClaimablePromo,
  balance: number | null | undefined,
): ClaimBlock {
  switch (error.code) {
    case 'insufficient_points':
      return missingPoints(promo.price, balance);
    case 'out_of_stock':
      return soldOut;
    case 'already_claimed':
      return limitReached(error.message);
    case 'promo_expired':
      return ended(promo);
    case 'promo_not_started':
      return notOpen(promo);
    default:
      return {
        title: 'Voucher gagal diklaim',
        detail: error.message,
        closed: false,
        retryable: true,
      };
  }
}
