import { staticClass } from '../../theme/static-class';

export const headerMember = staticClass('mv-header__member', {
  p: '0',
  minW: 'auto',
  flexShrink: '0',
});
export const headerLogin = staticClass('mv-header__login', { flexShrink: '0' });
// features/user-menu: the loading stand-in of the avatar.
export const loading = staticClass('mv-user-menu__loading', { w: '10', h: '10', rounded: 'full' });
