import { defineGlobalStyles } from '@chakra-ui/react';

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
});
