import { staticClass } from '../theme/static-class';

// More sizes of `iconCss.root` (icon.css.ts): a small glyph inside a badge or a mark.
// (features/event/event.css.ts keeps the same size for itself as `mv-icon--3-5`.)
export const iconSize35 = staticClass('mv-icon--size-3-5', { boxSize: '3.5' });
