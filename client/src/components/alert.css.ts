import { alertBase, alertVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// Chakra's Alert (subtle variant): the expiry warning and the history's error.
export const root = staticClass('mv-alert', {
  ...alertBase.root,
  ...alertVariants.variant!.subtle!.root,
});
export const indicator = staticClass('mv-alert__indicator', alertBase.indicator!);
export const title = staticClass('mv-alert__title', alertBase.title!);
