import { centredColumn, row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/wallet/voucher-detail.tsx, inside the wallet's dialog: merchant, what the cashier
// needs (QR, code), the redeem window, terms and how to use.
export const merchant = staticClass('mv-voucher-detail__merchant', { ...row, gap: '2' });
export const logo = staticClass('mv-voucher-detail__logo', {
  objectFit: 'cover',
  width: '8',
  height: '8',
  rounded: 'full',
  borderWidth: '1px',
});
export const merchantName = staticClass('mv-voucher-detail__merchant-name', {
  textStyle: 'secondary',
  fontWeight: 'medium',
});
export const body = staticClass('mv-voucher-detail__body', {
  ...stack,
  gap: '4',
  alignItems: 'center',
});
// Why there is no QR (used, expired) or not yet one (before the redeem window).
export const notice = staticClass('mv-voucher-detail__notice', {
  borderWidth: '1px',
  rounded: 'md',
  px: '3',
  py: '2',
  fontSize: 'sm',
  textAlign: 'center',
  w: 'full',
});
export const noticeGray = staticClass('mv-voucher-detail__notice--gray', {
  bg: 'gray.50',
  color: 'gray.800',
  borderColor: 'gray.200',
});
export const noticeOrange = staticClass('mv-voucher-detail__notice--orange', {
  bg: 'orange.50',
  color: 'orange.800',
  borderColor: 'orange.200',
});
export const instruction = staticClass('mv-voucher-detail__instruction', {
  textStyle: 'secondary',
  textAlign: 'center',
});
export const qrFrame = staticClass('mv-voucher-detail__qr-frame', { p: '2', layerStyle: 'card' });
export const code = staticClass('mv-voucher-detail__code', {
  ...stack,
  gap: '2',
  alignItems: 'center',
  w: 'full',
});
export const codeLabel = staticClass('mv-voucher-detail__code-label', { textStyle: 'caption' });
export const codeValue = staticClass('mv-voucher-detail__code-value', {
  fontFamily: 'mono',
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  letterSpacing: 'wider',
  textAlign: 'center',
  wordBreak: 'break-all',
});
export const validity = staticClass('mv-voucher-detail__validity', {
  ...centredColumn,
  gap: '1',
  fontSize: 'sm',
});
export const validityLabel = staticClass('mv-voucher-detail__validity-label', {
  color: 'fg.muted',
});
export const validityDates = staticClass('mv-voucher-detail__validity-dates', {
  fontWeight: 'semibold',
});
export const sections = staticClass('mv-voucher-detail__sections', {
  ...stack,
  gap: '4',
  w: 'full',
});
export const section = staticClass('mv-voucher-detail__section', {
  borderTopWidth: '1px',
  pt: '4',
});
export const sectionTitle = staticClass('mv-voucher-detail__section-title', { mb: '2' });
// The way to the promo: the footer's width on a phone, its own from `md` up.
export const promoLink = staticClass('mv-voucher-detail__promo-link', {
  w: { base: 'full', md: 'auto' },
});
// The dialog's header: the merchant above the promo's title, clear of the close button.
export const header = staticClass('mv-voucher-detail__header', {
  flexDirection: 'column',
  alignItems: 'start',
  gap: '2',
  pe: '12',
});
export const title = staticClass('mv-voucher-detail__title', {
  fontSize: 'lg',
  lineHeight: 'short',
});
