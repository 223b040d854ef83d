import { defineGlobalStyles } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';
import { stack, type Variants } from './style-parts';

/**
 * The detail pages' shared parts (breadcrumbs, the content API's HTML) and the promo detail
 * page (`/promo/:slug`) as static classes, so that page renders with no Chakra runtime. Its
 * claim dialog alone is Chakra's, loaded when it is wanted (features/promo/claim-dialog.tsx).
 * Declarations come from Chakra's recipes where Chakra components stood, read here at build
 * time only, so the page looks as it did. The buttons are shell-css.ts's `mv-button` classes.
 */

const heading = headingRecipe.variants as Variants;

export const detailCss = defineGlobalStyles({
  // components/breadcrumbs.tsx: "Beranda / Promo / {title}".
  '.mv-breadcrumbs': { fontSize: 'sm', color: 'fg.muted', mb: '3' },
  '.mv-breadcrumbs__list': { display: 'flex', listStyleType: 'none', flexWrap: 'wrap', gap: '1' },
  '.mv-breadcrumbs__here': { color: 'fg' },

  // components/html-content.tsx: the content API's HTML (descriptions, terms, articles).
  '.mv-html': {
    lineHeight: '1.7',
    '& p, & ul, & ol, & blockquote, & table': { marginBottom: '3' },
    '& ul': { paddingInlineStart: '5', listStyleType: 'disc' },
    '& ol': { paddingInlineStart: '5', listStyleType: 'decimal' },
    '& h2, & h3, & h4': { fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
    '& h2': { fontSize: 'xl' },
    '& h3': { fontSize: 'lg' },
    '& a': { color: 'brand.600', textDecoration: 'underline' },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
    '& blockquote': {
      borderInlineStartWidth: '3px',
      paddingInlineStart: '3',
      color: 'fg.muted',
    },
  },
  '.mv-html--sm': { fontSize: 'sm' },
  '.mv-html--lg': { fontSize: { base: 'md', md: 'lg' } },

  // routes/promo/promo-detail-route.tsx: the page in its container (with mv-container).
  '.mv-promo-detail': { pt: { base: '3', md: '6' }, pb: { base: '0', md: '10' } },
  // Phones: one column, the actions last and stuck to the bottom of the screen. Wider: image
  // and details on the left, the summary and the actions (stuck to the top) on the right.
  '.mv-promo-detail__grid': {
    display: { base: 'flex', md: 'grid' },
    flexDirection: 'column',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gridTemplateAreas: `"image summary" "image actions" "details actions"`,
    gridTemplateRows: 'auto auto 1fr',
    columnGap: '8',
    rowGap: { base: '4', md: '0' },
  },
  '.mv-promo-detail__media': { gridArea: 'image', mx: { base: '-4', md: '0' }, mb: { md: '6' } },
  '.mv-promo-detail__image': { rounded: { base: 'none', md: 'xl' } },
  '.mv-promo-detail__summary': { ...stack, gridArea: 'summary', gap: '3' },
  '.mv-promo-detail__merchant': { ...stack, flexDirection: 'row', alignItems: 'center', gap: '3' },
  // Chakra's `Image` (object-fit cover) as the merchant's round logo.
  '.mv-promo-detail__logo': {
    objectFit: 'cover',
    w: '10',
    h: '10',
    rounded: 'full',
    borderWidth: '1px',
  },
  '.mv-promo-detail__merchant-name': { fontWeight: 'semibold', color: 'brand.700' },
  '.mv-promo-detail__title': {
    ...headingRecipe.base,
    ...heading.size!.xl!,
    lineHeight: 'short',
    md: { ...heading.size!['2xl']!, lineHeight: 'short' },
  },
  '.mv-promo-detail__cost': { fontSize: '2xl', fontWeight: 'bold', color: 'brand.600' },
  '.mv-promo-detail__validity': { fontSize: 'sm', color: 'fg.muted' },
  '.mv-promo-detail__facts': { mt: '1' },
  '.mv-promo-detail__fact': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    py: '2',
    borderTopWidth: '1px',
    fontSize: 'sm',
  },
  '.mv-promo-detail__fact-label': { color: 'fg.muted' },
  '.mv-promo-detail__fact-value': { fontWeight: 'semibold', textAlign: 'end' },
  '.mv-promo-detail__actions': {
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
  },
  '.mv-promo-detail__details': { gridArea: 'details' },
  '.mv-promo-detail__section': { py: '4', borderTopWidth: '1px' },
  '.mv-promo-detail__section-title': { ...headingRecipe.base, ...heading.size!.md!, mb: '2' },

  // features/promo/claim-voucher.tsx: the reason, the claim button and the buttons beside it.
  '.mv-claim': { ...stack, gap: '2' },
  '.mv-claim__note': { fontSize: 'sm', color: 'fg.muted' },
  '.mv-claim__reason': {
    bg: 'red.50',
    color: 'red.800',
    borderWidth: '1px',
    borderColor: 'red.200',
    rounded: 'md',
    px: '3',
    py: '2',
    fontSize: 'sm',
  },
  '.mv-claim__reason-title': { fontWeight: 'semibold' },
  '.mv-claim__row': { display: 'flex', gap: '2', flexDirection: { base: 'row', md: 'column' } },
  '.mv-claim__button': { flex: { base: '1', md: 'none' }, minW: '0', order: { base: 1, md: 0 } },
  '.mv-claim__secondary': { display: 'flex', gap: '2' },
  // features/promo/bookmark-button.tsx, share-button.tsx: icon only on phones.
  '.mv-promo-action': { px: { base: '3', md: '4' }, flex: { base: '0 0 auto', md: '1' } },
  '.mv-promo-action__label': { display: { base: 'none', md: 'inline' } },

  // features/promo/related-promos.tsx: a sideways row of promo cards, edge to edge on phones.
  '.mv-related': { mx: { base: '-4', md: '0' } },
  '.mv-related__list': {
    display: 'flex',
    listStyleType: 'none',
    gap: { base: '3', md: '4' },
    px: { base: '4', md: '0' },
    pb: '2',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollPaddingInline: { base: '4', md: '0' },
  },
  '.mv-related__item': {
    flex: '0 0 auto',
    width: { base: '42vw', sm: '220px', md: '240px' },
    scrollSnapAlign: 'start',
  },
});
