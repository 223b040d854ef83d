import { staticClass } from '../../theme/static-class';

// features/wallet/wallet-tabs.tsx: the wallet's three lists as underlined links.
export const root = staticClass('mv-wallet-tabs', {
  display: 'flex',
  borderBottomWidth: '1px',
  mt: '4',
  mb: '5',
  gap: '1',
  overflowX: 'auto',
});
export const tab = staticClass('mv-wallet-tabs__tab', {
  display: 'block',
  px: '4',
  py: '2.5',
  textStyle: 'secondary',
  fontWeight: 'medium',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  mb: '-1px',
  whiteSpace: 'nowrap',
});
export const tabCurrent = staticClass('mv-wallet-tabs__tab--current', {
  fontWeight: 'semibold',
  color: 'brand.700',
  borderColor: 'brand.600',
});
