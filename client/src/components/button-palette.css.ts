import { staticClass } from '../theme/static-class';

// Colour palettes of `buttonCss.root` besides the brand's (button.css.ts): a quiet grey action,
// a red one that ends something, WhatsApp's green.
export const buttonGray = staticClass('mv-button--gray', { colorPalette: 'gray' });
export const buttonRed = staticClass('mv-button--red', { colorPalette: 'red' });
export const buttonGreen = staticClass('mv-button--green', { colorPalette: 'green' });
