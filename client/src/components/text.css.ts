import { staticClass } from '../theme/static-class';

// Plain text in the muted colour (Chakra's `<Text color="fg.muted">`).
export const muted = staticClass('mv-text--muted', { color: 'fg.muted' });
