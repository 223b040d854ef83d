import { staticClass } from '../theme/static-class';

// components/copy-button.tsx on a tinted card: white, hovered too (a style prop once beat the
// outline button's hover colour).
export const white = staticClass('mv-copy-button--white', { bg: 'white', _hover: { bg: 'white' } });
