import { staticClass } from '../theme/static-class';

// Read out, not shown: words a screen reader needs that the picture already says.
export const srOnly = staticClass('mv-sr-only', { srOnly: true });
