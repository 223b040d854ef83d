import { staticClass } from '../theme/static-class';

// components/fallback-form.tsx: the form adds no box, so its button lays out as before.
export const root = staticClass('mv-fallback-form', { display: 'contents' });
