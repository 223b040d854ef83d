import { chakraHeading, headingVariants, spread, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// A content page in its container (with mv-container): title and the line under it.
// routes/promo/promo-detail-route.tsx: the page in its container (with mv-container).
export const promoDetail = staticClass('mv-promo-detail', {
  pt: { base: '3', md: '6' },
  pb: { base: '0', md: '10' },
});
// Phones: one column, the actions last and stuck to the bottom of the screen. Wider: image
// and details on the left, the summary and the actions (stuck to the top) on the right.
export const promoDetailGrid = staticClass('mv-promo-detail__grid', {
  display: { base: 'flex', md: 'grid' },
  flexDirection: 'column',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gridTemplateAreas: `"image summary" "image actions" "details actions"`,
  gridTemplateRows: 'auto auto 1fr',
  columnGap: '8',
  rowGap: { base: '4', md: '0' },
});
export const promoDetailMedia = staticClass('mv-promo-detail__media', {
  gridArea: 'image',
  mx: { base: '-4', md: '0' },
  mb: { md: '6' },
});
export const promoDetailImage = staticClass('mv-promo-detail__image', {
  rounded: { base: 'none', md: 'xl' },
});
export const promoDetailSummary = staticClass('mv-promo-detail__summary', {
  ...stack,
  gridArea: 'summary',
  gap: '3',
});
export const promoDetailMerchant = staticClass('mv-promo-detail__merchant', {
  ...stack,
  flexDirection: 'row',
  alignItems: 'center',
  gap: '3',
});
// Chakra's `Image` (object-fit cover) as the merchant's round logo.
export const promoDetailLogo = staticClass('mv-promo-detail__logo', {
  objectFit: 'cover',
  w: '10',
  h: '10',
  rounded: 'full',
  borderWidth: '1px',
});
export const promoDetailMerchantName = staticClass('mv-promo-detail__merchant-name', {
  fontWeight: 'semibold',
  color: 'brand.700',
});
export const promoDetailTitle = staticClass('mv-promo-detail__title', {
  ...chakraHeading('xl'),
  lineHeight: 'short',
  md: { ...headingVariants.size!['2xl']!, lineHeight: 'short' },
});
export const promoDetailCost = staticClass('mv-promo-detail__cost', {
  fontSize: '2xl',
  textStyle: 'price',
});
export const promoDetailValidity = staticClass('mv-promo-detail__validity', {
  textStyle: 'secondary',
});
export const promoDetailFacts = staticClass('mv-promo-detail__facts', { mt: '1' });
export const promoDetailFact = staticClass('mv-promo-detail__fact', {
  ...spread,
  gap: '4',
  py: '2',
  borderTopWidth: '1px',
  fontSize: 'sm',
});
export const promoDetailFactLabel = staticClass('mv-promo-detail__fact-label', {
  color: 'fg.muted',
});
export const promoDetailFactValue = staticClass('mv-promo-detail__fact-value', {
  fontWeight: 'semibold',
  textAlign: 'end',
});
export const promoDetailActions = staticClass('mv-promo-detail__actions', {
  gridArea: 'actions',
  order: { base: 1, md: 0 },
  position: 'sticky',
  bottom: { base: '0', md: 'auto' },
  top: { base: 'auto', md: '4' },
  alignSelf: { base: 'stretch', md: 'start' },
  zIndex: '1',
  mx: { base: '-4', md: '0' },
  mt: { md: '4' },
  px: { base: '4', md: '0' },
  py: { base: '3', md: '0' },
  bg: 'white',
  borderTopWidth: { base: '1px', md: '0' },
  boxShadow: { base: '0 -4px 12px rgba(0, 0, 0, 0.06)', md: 'none' },
});
export const promoDetailDetails = staticClass('mv-promo-detail__details', { gridArea: 'details' });
export const promoDetailSection = staticClass('mv-promo-detail__section', {
  py: '4',
  borderTopWidth: '1px',
});
export const promoDetailSectionTitle = staticClass('mv-promo-detail__section-title', {
  ...chakraHeading('md'),
  mb: '2',
});
