import { alertBase, alertVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';
import * as alertCss from './alert.css';

// Chakra's Alert statuses and sizes, and the parts of an alert with a description
// (components/status-alert.tsx). Combined with `alertCss.root`; a size sizes the indicator too.
export const alertInfo = staticClass('mv-alert--info', alertVariants.status!.info!.root!);
export const alertSuccess = staticClass('mv-alert--success', alertVariants.status!.success!.root!);
export const alertWarning = staticClass('mv-alert--warning', alertVariants.status!.warning!.root!);
export const alertError = staticClass('mv-alert--error', alertVariants.status!.error!.root!);
export const alertSm = staticClass('mv-alert--sm', {
  ...alertVariants.size!.sm!.root,
  [`& .${alertCss.indicator}`]: alertVariants.size!.sm!.indicator,
});
export const alertMd = staticClass('mv-alert--md', {
  ...alertVariants.size!.md!.root,
  [`& .${alertCss.indicator}`]: alertVariants.size!.md!.indicator,
});
export const alertContent = staticClass('mv-alert__content', {
  ...alertBase.content,
  ...alertVariants.inline!.false!.content,
});
export const alertDescription = staticClass('mv-alert__description', alertBase.description!);
// The account's alerts sit in cards and lists with rounder corners than Chakra's own.
export const alertRounded = staticClass('mv-alert--rounded', { rounded: 'lg' });
