import { chakraHStack } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// components/store-badges.tsx: the two store badges side by side.
export const root = staticClass('mv-store-badges', chakraHStack);
