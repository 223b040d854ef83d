import { chakraHeading, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/account/point-route.tsx: the page, its history and the history's parts.
export const pointPage = staticClass('mv-point-page', { ...stack, gap: { base: '4', md: '5' } });
// The target of /account's link (`#jadwal-kedaluwarsa`): its heading not flush with the top.
export const expirySection = staticClass('mv-expiry', { scrollMarginTop: '4' });
export const expiryIntro = staticClass('mv-expiry__intro', { textStyle: 'secondary', mb: '3' });
export const pointHistoryTitle = staticClass('mv-point-history__title', {
  ...chakraHeading('md'),
  mb: '3',
});
export const pointHistorySummary = staticClass('mv-point-history__summary', {
  textStyle: 'secondary',
  mb: '2',
});
export const pointHistory = staticClass('mv-point-history', {
  layerStyle: 'panel',
  listStyleType: 'none',
  '& > li + li': { borderTopWidth: '1px' },
});
