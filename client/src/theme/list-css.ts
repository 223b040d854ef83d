import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';
import { headingRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { sidewaysOnPhones, type SlotVariants, type Variants } from './style-parts';

/**
 * The list pages' frame and parts as static classes (the card grid, the empty state, "Muat
 * lebih banyak", the promo filters), so a list page such as `/promo` renders with no Chakra
 * runtime. Declarations come from Chakra's recipes where Chakra components stood, read here at
 * build time only, so the pages look as they did.
 */

const heading = headingRecipe.variants as Variants;
const select = nativeSelectSlotRecipe.variants as SlotVariants;
const selectBase = nativeSelectSlotRecipe.base as Record<string, SystemStyleObject>;

/** Chakra's `SimpleGrid columns`: equal columns that never overflow their track. */
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const listCss = defineGlobalStyles({
  // A content page in its container (with mv-container): title and the line under it.
  '.mv-page': { py: { base: '5', md: '8' } },
  '.mv-page__title': { ...headingRecipe.base, ...heading.size!.xl!, md: heading.size!['2xl']! },
  '.mv-page__lead': { mt: '1', color: 'fg.muted', fontSize: 'sm' },

  // components/card-grid.tsx: the layouts of the card lists.
  '.mv-card-grid': {
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: columns(2), md: columns(3), lg: columns(4) },
    gap: { base: '3', md: '5' },
  },
  '.mv-card-grid--wide': {
    gridTemplateColumns: { base: columns(1), sm: columns(2), lg: columns(3) },
  },
  '.mv-card-grid--quarters': {
    gridTemplateColumns: { base: columns(1), sm: columns(2), lg: columns(4) },
  },
  '.mv-card-grid--pairs': { gridTemplateColumns: { base: columns(1), md: columns(2) } },
  '.mv-card-grid--logos': {
    gridTemplateColumns: { base: columns(3), sm: columns(4), md: columns(6), lg: columns(8) },
  },
  '.mv-card-grid--few-logos': {
    gridTemplateColumns: { base: columns(2), sm: columns(4), lg: columns(6) },
  },
  '.mv-card-grid--fill': { flex: '1' },

  // components/empty-state.tsx.
  '.mv-empty': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2',
    textAlign: 'center',
    py: '12',
    px: '6',
    bg: 'white',
    rounded: 'lg',
    borderWidth: '1px',
  },
  '.mv-empty__title': { ...headingRecipe.base, ...heading.size!.md! },
  '.mv-empty__text': { color: 'fg.muted' },
  '.mv-empty__action': { mt: '3' },

  // components/load-more-link.tsx.
  '.mv-load-more': { display: 'flex', justifyContent: 'center', mt: '6' },
  '.mv-load-more__link': { minW: '56' },

  // components/filter-links.tsx: a row of filter, sort or tab links (the buttons are
  // shell-css.ts's `mv-button`), sideways-scrolling on phones.
  '.mv-filter-links': { mb: '4' },
  '.mv-filter-links__list': {
    display: 'flex',
    listStyleType: 'none',
    gap: '2',
    flexWrap: { base: 'nowrap', md: 'wrap' },
    ...sidewaysOnPhones,
    pb: '1',
  },
  '.mv-filter-links__item': { flexShrink: '0' },
  // An unchosen (outline) link stays white, hovered too (a style prop beat the recipe's hover).
  '.mv-filter-links__link--idle': { bg: 'white', _hover: { bg: 'white' } },
  '.mv-filter-links__count': { fontWeight: 'normal', opacity: '0.8' },

  // features/promo/promo-filters.tsx: category chips, the merchant select and the sort.
  '.mv-promo-filters': { mt: '4', mb: '5' },
  '.mv-chip-row': { mx: { base: '-4', md: '0' } },
  '.mv-chip-row__list': {
    display: 'flex',
    listStyleType: 'none',
    gap: '2',
    px: { base: '4', md: '0' },
    pb: '2',
    overflowX: 'auto',
    flexWrap: { base: 'nowrap', md: 'wrap' },
    scrollbar: 'hidden',
  },
  '.mv-chip': { flexShrink: '0', fontWeight: 'normal' },
  '.mv-chip[aria-current]': { fontWeight: 'semibold' },
  '.mv-promo-filters__row': { display: 'flex', mt: '3', gap: '3', alignItems: 'center' },
  '.mv-promo-filters__form': { display: 'flex', gap: '2', flex: '1', minW: '0' },
  '.mv-promo-filters__count': { mt: '3', fontSize: 'sm', color: 'fg.muted' },
  '.mv-sort': {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    flexShrink: '0',
    bg: 'gray.100',
    p: '1',
    rounded: 'full',
  },

  // Chakra's NativeSelect (size sm, outline) as a plain <select> with its chevron.
  '.mv-select': {
    ...selectBase.root,
    ...select.size!.sm!.root,
    maxW: { sm: '64' },
  },
  '.mv-select__field': {
    ...selectBase.field,
    ...select.size!.sm!.field,
    ...select.variant!.outline!.field,
    bg: 'white',
  },
  '.mv-select__indicator': { ...selectBase.indicator, ...select.size!.sm!.indicator },
});
