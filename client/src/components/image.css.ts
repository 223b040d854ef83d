import { staticClass } from '../theme/static-class';

// components/content-image.tsx: the fixed-ratio box an image sits in (ratio set inline).
export const root = staticClass('mv-image', { position: 'relative', overflow: 'hidden' });
