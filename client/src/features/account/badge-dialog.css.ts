import { centredColumn } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/account/badge-dialog.tsx: the dialog's body, centred.
export const body = staticClass('mv-badge-dialog__body', { ...centredColumn, gap: '4' });
export const howTitle = staticClass('mv-badge-dialog__how-title', {
  textStyle: 'itemTitle',
  mb: '1',
});
export const how = staticClass('mv-badge-dialog__how', { color: 'fg.muted' });
export const close = staticClass('mv-badge-dialog__close', { w: 'full' });
export const header = staticClass('mv-badge-dialog__header', { justifyContent: 'center', pt: '8' });
export const title = staticClass('mv-badge-dialog__title', { textAlign: 'center' });
