import { formatDate, formatDateTime, formatPoint, formatPoints } from '../../lib/format';

/** Why a promo cannot be claimed (now), as the page says it next to the button. */
export interface ClaimBlock {
  /** One line: 'Poin kamu tidak cukup'. */
  title: string;
  /** What it means for the member: 'Kurang 3.500 poin'. */
  detail?: string;
  /**
   * True when the promo itself is closed (ended, not open yet, out of stock): the button then
   * names the reason. Otherwise it keeps its label ('Tukar 1.500 Poin') and is disabled.
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

/**
 * What the page knows before any click: an ended, not yet open or sold-out promo, or a
 * member whose balance is below the cost. `balance` is undefined for a visitor.
 */
export function claimBlockBefore(
  promo: ClaimablePromo,
  balance: number | null | undefined,
): ClaimBlock | null {
  if (promo.status === 'EXPIRED' || promo.isExpired) return ended(promo);
  if (promo.status === 'UPCOMING') return notOpen(promo);
  if (!promo.isQuotaAvailable || promo.stock <= 0) return soldOut;
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
      return { title: 'Batas klaim tercapai', detail: error.message, closed: false };
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
