import { columns, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/settings/form-parts.tsx: a settings section (a card with its heading) and what its
// forms share: their column of fields and a pair of fields side by side from `sm` up.
export const settingsSection = staticClass('mv-settings-section', {
  layerStyle: 'card',
  p: { base: '4', md: '6' },
  scrollMarginTop: '24',
});
export const settingsSectionHead = staticClass('mv-settings-section__head', {
  ...stack,
  gap: '1',
  mb: '4',
});
export const settingsSectionDescription = staticClass('mv-settings-section__description', {
  textStyle: 'secondary',
});
export const settingsForm = staticClass('mv-settings-form', { ...stack, gap: '4' });
export const settingsFormPair = staticClass('mv-settings-form__pair', {
  display: 'grid',
  gridTemplateColumns: { base: columns(1), sm: columns(2) },
  gap: '4',
});
// A refusal of the whole form reads as a sentence, not a title.
export const settingsFormAlertText = staticClass('mv-settings-form__alert-text', {
  fontWeight: 'normal',
});
