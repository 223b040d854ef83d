import { staticClass } from '../../theme/static-class';
import { stack, wrapRow } from '../../theme/style-parts';

// features/account/calendar-link.tsx: under the expiry schedule, the private calendar link.
export const root = staticClass('mv-calendar-link', {
  ...stack,
  gap: '3',
  mt: '4',
  p: { base: '4', md: '5' },
  layerStyle: 'panel',
});
export const title = staticClass('mv-calendar-link__title', { textStyle: 'itemTitle' });
export const note = staticClass('mv-calendar-link__note', { textStyle: 'caption' });
export const actions = staticClass('mv-calendar-link__actions', { ...wrapRow, gap: '2' });
export const copyRow = staticClass('mv-calendar-link__copy-row', {
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  // The field's column aligns its children to the start: the row takes the whole width.
  alignSelf: 'stretch',
});
export const input = staticClass('mv-calendar-link__input', { flex: '1', minW: '0' });
