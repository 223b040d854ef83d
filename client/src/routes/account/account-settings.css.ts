import { stack, wrapRow } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/account/setting-route.tsx: one column of sections, jump links to each above them.
export const root = staticClass('mv-account-settings', {
  ...stack,
  gap: '5',
  maxW: '2xl',
  pb: '10',
});
export const intro = staticClass('mv-account-settings__intro', { mt: '1', color: 'fg.muted' });
export const sections = staticClass('mv-account-settings__sections', { ...stack, gap: '5' });
export const jumps = staticClass('mv-account-settings__jumps', { ...wrapRow, gap: '2' });
// A pill link (Chakra's Link, never underlined).
export const jump = staticClass('mv-account-settings__jump', {
  px: '3',
  py: '1',
  layerStyle: 'pill',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { borderColor: 'brand.500', color: 'brand.700', textDecoration: 'none' },
});
