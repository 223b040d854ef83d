import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';
import { iconRecipe, skeletonRecipe } from '@chakra-ui/react/theme';

// Chakra's recipes, read at build time only: the icon and skeleton classes are theirs.
const skeleton = skeletonRecipe.variants as Record<string, Record<string, SystemStyleObject>>;

/**
 * The entity cards as static classes. A list renders up to 24 cards; as Chakra style props each
 * element of each card costs Emotion a style resolution per render. As classes of the
 * build-time stylesheet they cost nothing per render and add no `<style>` to the page.
 * Written with Chakra's tokens and conditions, so they look exactly like the style props did.
 * They live in the `base` layer: on a Chakra component, its recipe (a later layer) wins over
 * them, so only plain elements take these classes.
 */
export const cardCss = defineGlobalStyles({
  // components/card-link.tsx: the box every card is, the whole card one link.
  '.mv-card': {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    h: 'full',
    bg: 'white',
    rounded: 'lg',
    borderWidth: '1px',
    overflow: 'hidden',
    _hover: { shadow: 'md' },
  },
  // Articles: on phones a compact row (thumbnail beside the text), from `sm` up a card.
  '.mv-card--row-until-sm': {
    flexDirection: { base: 'row', sm: 'column' },
    gap: { base: '3', sm: '0' },
    p: { base: '3', sm: '0' },
  },
  // Merchants: a centred logo tile.
  '.mv-card--tile': {
    alignItems: 'center',
    p: { base: '2', sm: '3' },
    textAlign: 'center',
    _hover: { shadow: 'md', borderColor: 'brand.200' },
  },
  '.mv-card__media': { position: 'relative' },
  '.mv-card__badge': { position: 'absolute', top: '2', left: '2' },
  '.mv-card__body': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    p: '3',
    flex: '1',
  },
  '.mv-card__body--tight': { gap: '1' },
  '.mv-card__title': {
    fontWeight: 'semibold',
    fontSize: 'sm',
    lineClamp: '2',
    minH: '2lh',
  },
  '.mv-card__title--free': { minH: 'auto' },
  '.mv-card__meta': { fontSize: 'xs', color: 'fg.muted' },
  '.mv-card__meta--alert': { color: 'red.600' },
  '.mv-card__meta--last': { mt: 'auto' },
  '.mv-card__cost': { fontWeight: 'bold', fontSize: 'sm', color: 'brand.600' },
  '.mv-card__cost--spaced': { pt: '1' },
  '.mv-card__footer': {
    display: 'flex',
    mt: 'auto',
    justifyContent: 'space-between',
    alignItems: 'end',
    gap: '2',
    flexWrap: 'wrap',
  },
  '.mv-card__row': {
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'xs',
    minW: '0',
  },
  '.mv-card__row--when': { color: 'brand.700', fontWeight: 'medium' },
  '.mv-card__row--where': { color: 'fg.muted' },
  '.mv-card__truncate': { truncate: true },
  '.mv-byline': { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  '.mv-byline__logo': { w: '5', h: '5', rounded: 'full', flexShrink: '0' },
  // features/article: the card's text beside (phones) or under (from `sm`) its thumbnail.
  '.mv-card__thumb': {
    w: { base: '38%', sm: 'full' },
    flexShrink: '0',
    alignSelf: 'flex-start',
    rounded: { base: 'md', sm: 'none' },
  },
  '.mv-card__text': {
    display: 'flex',
    flexDirection: 'column',
    gap: { base: '1', sm: '1.5' },
    p: { base: '0', sm: '3' },
    flex: '1',
    minW: '0',
  },
  '.mv-card__kicker': {
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'brand.600',
    truncate: true,
  },
  '.mv-card__headline': {
    fontWeight: 'semibold',
    fontSize: { base: 'sm', sm: 'md' },
    lineClamp: { base: '3', sm: '2' },
    minH: { sm: '2lh' },
  },
  '.mv-card__summary': {
    fontSize: 'sm',
    color: 'fg.muted',
    lineClamp: '2',
    minH: '2lh',
    hideBelow: 'sm',
  },
  '.mv-card__date': { display: 'flex', mt: 'auto', pt: '1', fontSize: 'xs', color: 'fg.muted' },
  // features/merchant: the logo and name of a tile.
  '.mv-card__logo': { w: 'full', maxW: '24', rounded: 'md' },
  '.mv-card__tile-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    mt: '2',
    w: 'full',
  },
  '.mv-card__name': {
    fontWeight: 'semibold',
    fontSize: { base: 'xs', sm: 'sm' },
    lineClamp: '2',
    minH: '2lh',
  },
  // components/content-image.tsx: the fixed-ratio box an image sits in (ratio set inline).
  '.mv-image': { position: 'relative', overflow: 'hidden' },
  '.mv-image__img': { w: '100%', h: '100%', display: 'block' },
  // Chakra's solid `Badge` (size sm), on a card's image.
  '.mv-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
  },
  '.mv-badge--gray': { bg: 'gray.solid', color: 'gray.contrast' },
  '.mv-badge--red': { bg: 'red.solid', color: 'red.contrast' },
  '.mv-badge--orange': { bg: 'orange.solid', color: 'orange.contrast' },
  '.mv-badge--brand': { bg: 'brand.solid', color: 'brand.contrast' },
  // Line icons drawn as plain `<svg>` (Chakra's `Icon` base), sized by a modifier.
  '.mv-icon': iconRecipe.base!,
  '.mv-icon--3': { boxSize: '3' },
  '.mv-icon--3-5': { boxSize: '3.5' },
  '.mv-icon--4': { boxSize: '4' },
  '.mv-icon--5': { boxSize: '5' },
  '.mv-icon--6': { boxSize: '6' },
  // Chakra's `Skeleton` (pulse variant): sizes come from a modifier or an inline style. The
  // pulse's `background` shorthand goes first: in Chakra's atomic CSS the loading state's
  // `backgroundClip: padding-box` wins over it (rounded skeletons' edges are drawn differently
  // with the shorthand's border-box).
  '.mv-skeleton': {
    ...skeleton.variant!.pulse!,
    ...skeleton.loading!.true!,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '.mv-skeleton--media': { rounded: 'none' },
  '.mv-skeleton--hide-below-sm': { hideBelow: 'sm' },
  // After `.mv-skeleton`, so their radius wins over its own.
  '.mv-skeleton--thumb': {
    w: { base: '38%', sm: 'full' },
    alignSelf: 'flex-start',
    rounded: { base: 'md', sm: 'none' },
  },
  '.mv-skeleton--logo': { w: 'full', maxW: '24', rounded: 'md' },
  // The cards' skeletons: the same box as the card, so nothing moves when the data lands.
  '.mv-card-skeleton': {
    bg: 'white',
    rounded: 'lg',
    borderWidth: '1px',
    overflow: 'hidden',
    h: 'full',
  },
  '.mv-card-skeleton__body': { display: 'flex', flexDirection: 'column', gap: '2', p: '3' },
  '.mv-card-skeleton__body--event': { gap: '1.5' },
  '.mv-card-skeleton__body--article': { p: { base: '0', sm: '3' }, flex: '1' },
  '.mv-card-skeleton--row-until-sm': {
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    gap: { base: '3', sm: '0' },
    p: { base: '3', sm: '0' },
  },
  '.mv-card-skeleton--tile': {
    overflow: 'visible',
    p: { base: '2', sm: '3' },
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
  },
  '.mv-card-skeleton__tile-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    mt: '2',
    w: 'full',
    alignItems: 'center',
  },
});
