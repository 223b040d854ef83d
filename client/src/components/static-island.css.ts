import { staticClass } from '../theme/static-class';

// components/static-island.tsx: a wrapper for React's sake only, no box of its own.
export const root = staticClass('mv-static-island', { display: 'contents' });
