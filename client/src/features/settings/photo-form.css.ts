import { progressSlotRecipe } from '@chakra-ui/react/theme';
import type { SystemStyleObject } from '@chakra-ui/react';
import { staticClass } from '../../theme/static-class';
import { row } from '../../theme/style-parts';

const progress = progressSlotRecipe.base as Record<string, SystemStyleObject>;

// features/settings/photo-form.tsx: the avatar beside the picker, the upload's progress.
export const current = staticClass('mv-photo-form__current', { ...row, gap: '4' });
// The file input: the picker button is what keyboards and taps reach (Chakra's VisuallyHidden).
export const file = staticClass('mv-photo-form__file', {
  border: '0',
  clip: 'rect(0, 0, 0, 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  position: 'absolute',
});
// Chakra's Progress with its label and value beside the bar (`progressCss` draws the bar).
export const upload = staticClass('mv-photo-form__upload', { colorPalette: 'brand', maxW: 'sm' });
export const uploadRow = staticClass('mv-photo-form__upload-row', { ...row, gap: '3' });
export const uploadLabel = staticClass('mv-photo-form__upload-label', {
  ...progress.label,
  fontSize: 'sm',
});
export const uploadTrack = staticClass('mv-photo-form__upload-track', { flex: '1' });
export const uploadValue = staticClass('mv-photo-form__upload-value', {
  ...progress.valueText,
  fontSize: 'sm',
});
export const picked = staticClass('mv-photo-form__picked', { textStyle: 'secondary' });
