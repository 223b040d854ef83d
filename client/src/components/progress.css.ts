import { progressSlotRecipe } from '@chakra-ui/react/theme';
import type { SystemStyleObject } from '@chakra-ui/react';
import { staticClass } from '../theme/static-class';
import { centredBox } from '../theme/style-parts';

const parts = progressSlotRecipe.base as Record<string, SystemStyleObject>;

// components/progress-bar.tsx: Chakra's `Progress` in its outline variant, size sm (an inset
// track, the range in the palette's solid colour), round at both ends with `--full`.
export const root = staticClass('mv-progress', parts.root!);
export const track = staticClass('mv-progress__track', {
  ...parts.track,
  h: '2',
  shadow: 'inset',
  bgColor: 'bg.muted',
  borderRadius: 'l1',
});
export const trackFull = staticClass('mv-progress__track--full', { rounded: 'full' });
export const range = staticClass('mv-progress__range', {
  ...centredBox,
  transitionProperty: 'width, height',
  transitionDuration: 'slow',
  height: '100%',
  bgColor: 'colorPalette.solid',
});
export const rangeFull = staticClass('mv-progress__range--full', { rounded: 'full' });
