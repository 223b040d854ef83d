import { row, selectBase, selectVariants, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

export const cardMetaAlert = staticClass('mv-card__meta--alert', { color: 'red.600' });
// features/promo/promo-filters.tsx: category chips, the merchant select and the sort.
export const promoFilters = staticClass('mv-promo-filters', { mt: '4', mb: '5' });
export const chipRow = staticClass('mv-chip-row', { mx: { base: '-4', md: '0' } });
export const chipRowList = staticClass('mv-chip-row__list', {
  display: 'flex',
  listStyleType: 'none',
  gap: '2',
  px: { base: '4', md: '0' },
  pb: '2',
  overflowX: 'auto',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  scrollbar: 'hidden',
});
export const chip = staticClass('mv-chip', {
  flexShrink: '0',
  fontWeight: 'normal',
  '&[aria-current]': { fontWeight: 'semibold' },
});
export const promoFiltersRow = staticClass('mv-promo-filters__row', { ...row, mt: '3', gap: '3' });
export const promoFiltersForm = staticClass('mv-promo-filters__form', {
  display: 'flex',
  gap: '2',
  flex: '1',
  minW: '0',
});
export const promoFiltersCount = staticClass('mv-promo-filters__count', {
  mt: '3',
  textStyle: 'secondary',
});
export const sort = staticClass('mv-sort', {
  ...row,
  gap: '1',
  flexShrink: '0',
  bg: 'gray.100',
  p: '1',
  rounded: 'full',
});
// Chakra's NativeSelect (size sm, outline) as a plain <select> with its chevron.
export const select = staticClass('mv-select', {
  ...selectBase.root,
  ...selectVariants.size!.sm!.root,
  maxW: { sm: '64' },
});
export const selectField = staticClass('mv-select__field', {
  ...selectBase.field,
  ...selectVariants.size!.sm!.field,
  ...selectVariants.variant!.outline!.field,
  bg: 'white',
});
export const selectIndicator = staticClass('mv-select__indicator', {
  ...selectBase.indicator,
  ...selectVariants.size!.sm!.indicator,
});
// features/promo/claim-voucher.tsx: the reason, the claim button and the buttons beside it.
export const claim = staticClass('mv-claim', { ...stack, gap: '2' });
export const claimNote = staticClass('mv-claim__note', { textStyle: 'secondary' });
export const claimReason = staticClass('mv-claim__reason', {
  bg: 'red.50',
  color: 'red.800',
  borderWidth: '1px',
  borderColor: 'red.200',
  rounded: 'md',
  px: '3',
  py: '2',
  fontSize: 'sm',
});
export const claimReasonTitle = staticClass('mv-claim__reason-title', { fontWeight: 'semibold' });
export const claimRow = staticClass('mv-claim__row', {
  display: 'flex',
  gap: '2',
  flexDirection: { base: 'row', md: 'column' },
});
export const claimButton = staticClass('mv-claim__button', {
  flex: { base: '1', md: 'none' },
  minW: '0',
  order: { base: 1, md: 0 },
});
export const claimSecondary = staticClass('mv-claim__secondary', { display: 'flex', gap: '2' });
// features/promo/bookmark-button.tsx, share-button.tsx: icon only on phones.
export const promoAction = staticClass('mv-promo-action', {
  px: { base: '3', md: '4' },
  flex: { base: '0 0 auto', md: '1' },
});
export const promoActionLabel = staticClass('mv-promo-action__label', {
  display: { base: 'none', md: 'inline' },
});
// features/promo/related-promos.tsx: a sideways row of promo cards, edge to edge on phones.
export const related = staticClass('mv-related', { mx: { base: '-4', md: '0' } });
export const relatedList = staticClass('mv-related__list', {
  display: 'flex',
  listStyleType: 'none',
  gap: { base: '3', md: '4' },
  px: { base: '4', md: '0' },
  pb: '2',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: { base: '4', md: '0' },
});
export const relatedItem = staticClass('mv-related__item', {
  flex: '0 0 auto',
  width: { base: '42vw', sm: '220px', md: '240px' },
  scrollSnapAlign: 'start',
});
