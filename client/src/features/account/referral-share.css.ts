import { staticClass } from '../../theme/static-class';
import { wrapRow } from '../../theme/style-parts';

// features/account/referral-share.tsx: the ways to share, then the link itself.
export const actions = staticClass('mv-referral-share__actions', { ...wrapRow, gap: '2' });
// On a phone the buttons share the row; from `sm` up each is as wide as its label.
export const action = staticClass('mv-referral-share__action', {
  flex: { base: '1', sm: '0 0 auto' },
});
export const link = staticClass('mv-referral-share__link', {
  mt: '2',
  textStyle: 'caption',
  wordBreak: 'break-all',
});
