import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';
import { sidewaysOnPhones } from './style-parts';

/**
 * The home page as static classes: it renders with no Chakra provider above it, so no Chakra
 * component, hook or style prop may reach it. Written with Chakra's tokens and conditions and
 * compiled into the build-time stylesheet, so it looks exactly as the style props did.
 * (`Section` is shared with Chakra pages; its classes do the same there.)
 */
/**
 * A grid that scrolls sideways with snapping on phones, edge to edge, and lays out in place from
 * `md` up (the home page's card rows and category shortcuts).
 */
const phoneScroller: SystemStyleObject = {
  listStyleType: 'none',
  display: 'grid',
  gridAutoFlow: { base: 'column', md: 'row' },
  ...sidewaysOnPhones,
  scrollSnapType: { base: 'x mandatory', md: 'none' },
  scrollPaddingInline: { base: '4', md: '0' },
};

export const homeCss = defineGlobalStyles({
  // routes/home: Chakra's `Container` (maxW 6xl) with the page's own padding.
  '.mv-home': {
    position: 'relative',
    maxW: '6xl',
    w: '100%',
    mx: 'auto',
    px: { base: '4', md: '6', lg: '8' },
    pt: { base: '3', md: '6' },
    pb: '10',
  },
  '.mv-home__title': { srOnly: true },

  // components/section.tsx
  '.mv-section': { py: '5' },
  // The home page's rows below the first screen: the browser skips their style, layout and paint
  // until they come near the viewport (a phone's first load laid out ~800 boxes, most of them
  // never in view). `auto` keeps a row's real height once it has been drawn.
  '.mv-home .mv-section': { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' },
  '.mv-section__head': {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '4',
    mb: '3',
  },
  '.mv-section__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: { base: 'md', md: 'lg' },
    lineHeight: { base: '1.5rem', md: '1.75rem' },
  },
  '.mv-section__all': {
    color: 'brand.600',
    fontWeight: 'semibold',
    fontSize: 'sm',
    flexShrink: '0',
  },

  // features/home/scroll-row.tsx: columns and phone item width come as custom properties.
  '.mv-scroll-row': {
    ...phoneScroller,
    gap: { base: '3', md: '5' },
    gridAutoColumns: { base: 'var(--mv-row-item-width)', md: 'auto' },
    gridTemplateColumns: { base: 'none', md: 'repeat(var(--mv-row-columns), minmax(0, 1fr))' },
    overscrollBehaviorX: 'contain',
    pb: { base: '2', md: '0' },
  },
  '.mv-scroll-row__item': { scrollSnapAlign: 'start', minW: '0' },

  // features/home/category-shortcuts.tsx
  '.mv-shortcuts': {
    ...phoneScroller,
    gridTemplateRows: { base: 'repeat(2, auto)', md: 'none' },
    gridAutoColumns: { base: '22%', sm: '16%', md: 'auto' },
    gridTemplateColumns: {
      base: 'none',
      md: 'repeat(6, minmax(0, 1fr))',
      lg: 'repeat(7, minmax(0, 1fr))',
    },
    gap: { base: '2', md: '3' },
  },
  '.mv-shortcuts__item': { scrollSnapAlign: 'start', minW: '0' },
  '.mv-shortcuts__link': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1.5',
    p: '2',
    h: 'full',
    rounded: 'lg',
    _hover: { bg: 'brand.50' },
  },
  '.mv-shortcuts__icon': { bg: 'white', rounded: 'xl', borderWidth: '1px', p: '2', shadow: 'xs' },
  '.mv-shortcuts__img': { objectFit: 'cover', w: '10', h: '10', aspectRatio: '1' },
  '.mv-shortcuts__label': {
    fontSize: 'xs',
    textAlign: 'center',
    lineClamp: '2',
    lineHeight: 'short',
  },

  // features/home/extra-promo-strip.tsx: phones only.
  '.mv-extra-promo': {
    display: { base: 'block', md: 'none' },
    mt: '3',
    px: '3',
    py: '2.5',
    rounded: 'lg',
    color: 'white',
    bgGradient: 'to-r',
    gradientFrom: 'brand.600',
    gradientTo: 'brand.400',
    shadow: 'sm',
  },
  '.mv-extra-promo__row': { display: 'flex', alignItems: 'center', gap: '3' },
  '.mv-extra-promo__logo': { flexShrink: '0', bg: 'white', rounded: 'md', p: '1' },
  '.mv-extra-promo__img': { objectFit: 'cover', w: '9', h: '9' },
  '.mv-extra-promo__text': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0',
    flex: '1',
    minW: '0',
  },
  '.mv-extra-promo__kicker': {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    fontSize: '2xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
  },
  '.mv-extra-promo__title': { fontSize: 'sm', fontWeight: 'semibold', truncate: true },
  '.mv-extra-promo__meta': { fontSize: 'xs', opacity: '0.9', truncate: true },

  // features/home/home-announcement.tsx
  '.mv-announcement': {
    mt: '4',
    p: { base: '3', md: '4' },
    bg: 'orange.50',
    borderWidth: '1px',
    borderColor: 'orange.200',
    rounded: 'lg',
  },
  '.mv-announcement__row': { display: 'flex', gap: '3', alignItems: 'start' },
  '.mv-announcement__icon': { color: 'orange.600' },
  '.mv-announcement__text': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    flex: '1',
    minW: '0',
  },
  '.mv-announcement__title': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'sm',
  },
  '.mv-announcement__content': { fontSize: 'sm', color: 'fg.muted' },
  '.mv-announcement__link': { fontSize: 'sm', fontWeight: 'semibold', color: 'brand.600' },

  // features/home/banner-carousel.tsx and banner-picture.tsx
  '.mv-carousel__frame': { position: 'relative' },
  '.mv-carousel__viewport': { overflow: 'hidden', rounded: { base: 'lg', md: 'xl' } },
  '.mv-carousel__track': { display: 'flex', touchAction: 'pan-y pinch-zoom' },
  '.mv-carousel__slide': { flex: '0 0 100%', minW: '0' },
  '.mv-carousel__link': { display: 'block' },
  '.mv-carousel__link--external': { focusVisibleRing: 'outside' },
  // Chakra's `IconButton` (solid, sm, round) in white, on the banner's edge from `md` up.
  '.mv-carousel__arrow': {
    display: { base: 'none', md: 'inline-flex' },
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    rounded: 'full',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'button',
    flexShrink: '0',
    outline: '0',
    lineHeight: '1.25rem',
    isolation: 'isolate',
    fontWeight: 'medium',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    focusVisibleRing: 'outside',
    h: '9',
    minW: '9',
    p: '0',
    fontSize: 'sm',
    gap: '2',
    bg: 'whiteAlpha.900',
    color: 'gray.800',
    shadow: 'md',
    _hover: { bg: 'white' },
    '& svg': { w: '4', h: '4', flexShrink: '0' },
  },
  '.mv-carousel__arrow--left': { left: { md: '2', lg: '-5' } },
  '.mv-carousel__arrow--right': { right: { md: '2', lg: '-5' } },
  '.mv-carousel__dots': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0',
    mt: '1',
  },
  '.mv-carousel__dot': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '6',
    h: '6',
    cursor: 'pointer',
    rounded: 'full',
    focusVisibleRing: 'outside',
    '& > span': {
      display: 'block',
      h: '2',
      w: '2',
      rounded: 'full',
      bg: 'gray.300',
      transition: 'width 0.2s, background-color 0.2s',
    },
    '&[aria-current=true] > span': { w: '5', bg: 'brand.500' },
    '@media (prefers-reduced-motion: reduce)': { '& > span': { transition: 'none' } },
  },
  '.mv-banner': {
    position: 'relative',
    overflow: 'hidden',
    bg: 'brand.50',
    aspectRatio: { base: 'var(--mv-banner-ratio-mobile)', md: 'var(--mv-banner-ratio-desktop)' },
  },
});
