import { staticClass } from '../../theme/static-class';
import { centredBox, fillColumn, spread } from '../../theme/style-parts';

// features/wallet/voucher-card.tsx: a ticket on `cardCss.root`, the merchant's stub on the left
// behind a dashed tear line; an ended voucher is grey.
export const root = staticClass('mv-voucher-card', { flexDirection: 'row' });
export const stub = staticClass('mv-voucher-card__stub', {
  ...centredBox,
  w: '24',
  flexShrink: '0',
  bg: 'brand.50',
  borderEndWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'brand.200',
});
export const stubEnded = staticClass('mv-voucher-card__stub--ended', {
  bg: 'gray.100',
  borderColor: 'gray.300',
});
export const logo = staticClass('mv-voucher-card__logo', {
  objectFit: 'cover',
  width: '14',
  height: '14',
  rounded: 'full',
  bg: 'white',
  borderWidth: '1px',
});
export const logoEnded = staticClass('mv-voucher-card__logo--ended', { filter: 'grayscale(1)' });
export const body = staticClass('mv-voucher-card__body', { ...fillColumn, gap: '1', p: '3' });
export const top = staticClass('mv-voucher-card__top', {
  ...spread,
  flexDirection: 'row',
  alignItems: 'start',
  gap: '2',
});
export const merchant = staticClass('mv-voucher-card__merchant', {
  textStyle: 'caption',
  truncate: true,
});
export const titleEnded = staticClass('mv-voucher-card__title--ended', { color: 'fg.muted' });
export const validity = staticClass('mv-voucher-card__validity', {
  textStyle: 'caption',
  mt: 'auto',
});
// Its skeleton: a grey stub and three lines.
export const voucherCardSkeleton = staticClass('mv-voucher-card-skeleton', { display: 'flex' });
export const voucherCardSkeletonStub = staticClass('mv-voucher-card-skeleton__stub', {
  w: '24',
  minH: '28',
  flexShrink: '0',
});
export const voucherCardSkeletonBody = staticClass('mv-voucher-card-skeleton__body', { flex: '1' });
export const voucherCardSkeletonLine = staticClass('mv-voucher-card-skeleton__line', { h: '3' });
export const voucherCardSkeletonMerchant = staticClass('mv-voucher-card-skeleton__merchant', {
  w: '40%',
});
export const voucherCardSkeletonTitle = staticClass('mv-voucher-card-skeleton__title', {
  h: '2lh',
});
export const voucherCardSkeletonValidity = staticClass('mv-voucher-card-skeleton__validity', {
  w: '70%',
});
