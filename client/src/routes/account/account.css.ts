import { headingRecipe } from '@chakra-ui/react/theme';
import { accountPanel, alertVariants, headingVariants, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

export const alertError = staticClass('mv-alert--error', alertVariants.status!.error!.root!);
export const alertMd = staticClass('mv-alert--md', {
  ...alertVariants.size!.md!.root,
  '& .mv-alert__indicator': alertVariants.size!.md!.indicator,
});
// routes/account/point-route.tsx: the page, its history and the history's parts.
export const pointPage = staticClass('mv-point-page', { ...stack, gap: { base: '4', md: '5' } });
export const pointHistoryTitle = staticClass('mv-point-history__title', {
  ...headingRecipe.base,
  ...headingVariants.size!.md!,
  mb: '3',
});
export const pointHistoryError = staticClass('mv-point-history__error', { rounded: 'lg' });
export const pointHistorySummary = staticClass('mv-point-history__summary', {
  fontSize: 'sm',
  color: 'fg.muted',
  mb: '2',
});
export const pointHistory = staticClass('mv-point-history', {
  ...accountPanel,
  listStyleType: 'none',
  '& > li + li': { borderTopWidth: '1px' },
});
