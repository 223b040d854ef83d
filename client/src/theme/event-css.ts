import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';
import { headingRecipe } from '@chakra-ui/react/theme';
import { stack, type Variants } from './style-parts';

/**
 * The event page (`/event/:slug`) as static classes, so it renders with no Chakra runtime: its
 * frame, the facts (features/event/event-facts.tsx) and the registration box
 * (features/event/event-register-action.tsx). Declarations come from Chakra's recipes where
 * Chakra components stood, read here at build time only, so the page looks as it did. The
 * buttons are shell-css.ts's `mv-button` classes, the icons card-css.ts's `mv-icon`.
 */

const heading = headingRecipe.variants as Variants;

/** A white panel with a hairline border. */
const panel: SystemStyleObject = { bg: 'white', rounded: 'lg', borderWidth: '1px' };

export const eventCss = defineGlobalStyles({
  // routes/event/event-detail-route.tsx: the page in its container (with mv-container).
  '.mv-event-detail': { py: { base: '4', md: '6' } },
  // Phones: banner, facts, the action, the description. Wider: the action in its own column.
  '.mv-event-detail__grid': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
    gridTemplateAreas: {
      base: `"banner" "facts" "action" "about"`,
      lg: `"banner action" "facts action" "about action"`,
    },
    columnGap: '8',
    rowGap: { base: '5', md: '6' },
    alignItems: 'start',
  },
  '.mv-event-detail__banner': { gridArea: 'banner' },
  '.mv-event-detail__image': { rounded: 'lg' },
  '.mv-event-detail__title': {
    ...headingRecipe.base,
    ...heading.size!.xl!,
    md: heading.size!['2xl']!,
    mt: '4',
  },
  '.mv-event-detail__lead': { mt: '1', color: 'fg.muted' },
  '.mv-event-detail__facts': { ...panel, gridArea: 'facts', p: { base: '4', md: '5' } },
  // On a phone the action sticks to the bottom of the screen until its place in the page
  // scrolls into view (it never covers the description); beside the page on a desktop.
  '.mv-event-detail__action': {
    ...panel,
    gridArea: 'action',
    position: 'sticky',
    bottom: { base: '0', lg: 'auto' },
    top: { lg: '4' },
    zIndex: { base: 'docked', lg: 'auto' },
    mx: { base: '-4', sm: '0' },
    roundedBottom: { base: 'none', sm: 'lg' },
    p: { base: '3', md: '5' },
    shadow: { base: '0 -4px 12px rgba(0, 0, 0, 0.08)', lg: 'sm' },
  },
  '.mv-event-detail__action-row': {
    display: 'flex',
    flexDirection: { base: 'row', lg: 'column' },
    gap: { base: '3', lg: '4' },
    alignItems: { base: 'start', lg: 'stretch' },
  },
  '.mv-event-detail__cost': { flexShrink: '0', minW: { base: '24', lg: 'auto' } },
  '.mv-event-detail__cost-label': { fontSize: 'xs', color: 'fg.muted' },
  '.mv-event-detail__cost-value': {
    fontSize: { base: 'lg', lg: 'xl' },
    fontWeight: 'bold',
    color: 'brand.600',
  },
  '.mv-event-detail__register': { flex: '1', minW: '0' },
  '.mv-event-detail__about': { gridArea: 'about' },
  '.mv-event-detail__about-title': { ...headingRecipe.base, ...heading.size!.lg!, mb: '3' },

  // features/event/event-facts.tsx: when, where, and the seats left.
  '.mv-event-facts': { ...stack, listStyleType: 'none', gap: '4' },
  '.mv-event-fact': { display: 'flex', alignItems: 'start', gap: '3' },
  '.mv-event-fact__icon': {
    flexShrink: '0',
    display: 'grid',
    placeItems: 'center',
    boxSize: '9',
    rounded: 'md',
    bg: 'brand.50',
    color: 'brand.600',
  },
  '.mv-event-fact__body': { minW: '0' },
  '.mv-event-fact__label': { fontSize: 'xs', color: 'fg.muted' },
  '.mv-event-fact__value': { fontSize: 'sm', fontWeight: 'medium' },
  '.mv-event-fact__venue': { ...stack, gap: '0.5' },
  '.mv-event-fact__address': { color: 'fg.muted', fontWeight: 'normal' },
  '.mv-event-fact__map': { color: 'brand.600', fontWeight: 'semibold', w: 'fit-content' },
  '.mv-quota': { ...stack, gap: '1.5' },
  '.mv-quota__bar': { h: '1.5', maxW: '60', rounded: 'full', bg: 'gray.200', overflow: 'hidden' },
  '.mv-quota__taken': { h: 'full', rounded: 'full', bg: 'brand.500' },
  '.mv-quota__taken--full': { bg: 'red.500' },

  // features/event/event-register-action.tsx: "Daftar", or why not, or that the member is in.
  '.mv-register': { ...stack, gap: '2' },
  '.mv-register__button': { w: 'full' },
  '.mv-register__done': {
    px: '3',
    py: '2',
    rounded: 'md',
    bg: 'green.50',
    color: 'green.800',
    fontWeight: 'semibold',
    textAlign: 'center',
  },
  '.mv-register__note': { fontSize: 'sm', color: 'fg.muted', textAlign: 'center' },
  '.mv-register__note--closed': { color: 'red.700' },
});
