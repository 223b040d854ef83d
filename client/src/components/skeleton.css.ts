import { skeletonVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// Chakra's `Skeleton` (pulse variant): sizes come from a modifier or an inline style. The
// pulse's `background` shorthand goes first: in Chakra's atomic CSS the loading state's
// `backgroundClip: padding-box` wins over it (rounded skeletons' edges are drawn differently
// with the shorthand's border-box).
export const root = staticClass('mv-skeleton', {
  ...skeletonVariants.variant!.pulse!,
  ...skeletonVariants.loading!.true!,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
export const media = staticClass('mv-skeleton--media', { rounded: 'none' });
