import { staticClass } from '../theme/static-class';
// Imported for its place in the stylesheet: a modifier must come after `mv-container`.
import './container.css';

// Narrower containers than `mv-container`'s 6xl (with it), as Chakra's `Container maxW`.
export const max4xl = staticClass('mv-container--max-4xl', { maxW: '4xl' });
export const max3xl = staticClass('mv-container--max-3xl', { maxW: '3xl' });
export const maxLg = staticClass('mv-container--max-lg', { maxW: 'lg' });
