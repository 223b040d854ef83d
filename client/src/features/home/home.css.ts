import { centredBox, fillColumn, phoneScroller, row, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/home/scroll-row.tsx: the columns, and a card's share of the row on phones (in
// percent), come as custom properties.
export const scrollRow = staticClass('mv-scroll-row', {
  ...phoneScroller,
  gap: { base: '3', md: '5' },
  gridAutoColumns: { base: 'calc(var(--mv-row-share) * 1%)', md: 'auto' },
  gridTemplateColumns: { base: 'none', md: 'repeat(var(--mv-row-columns), minmax(0, 1fr))' },
  overscrollBehaviorX: 'contain',
  pb: { base: '2', md: '0' },
});
export const scrollRowItem = staticClass('mv-scroll-row__item', {
  scrollSnapAlign: 'start',
  minW: '0',
});
// features/home/category-shortcuts.tsx
export const shortcuts = staticClass('mv-shortcuts', {
  ...phoneScroller,
  gridTemplateRows: { base: 'repeat(2, auto)', md: 'none' },
  gridAutoColumns: { base: '22%', sm: '16%', md: 'auto' },
  gridTemplateColumns: {
    base: 'none',
    md: 'repeat(6, minmax(0, 1fr))',
    lg: 'repeat(7, minmax(0, 1fr))',
  },
  gap: { base: '2', md: '3' },
});
export const shortcutsItem = staticClass('mv-shortcuts__item', {
  scrollSnapAlign: 'start',
  minW: '0',
});
export const shortcutsLink = staticClass('mv-shortcuts__link', {
  ...stack,
  alignItems: 'center',
  gap: '1.5',
  p: '2',
  h: 'full',
  rounded: 'lg',
  _hover: { bg: 'brand.50' },
});
export const shortcutsIcon = staticClass('mv-shortcuts__icon', {
  layerStyle: 'panel',
  p: '2',
  shadow: 'xs',
});
export const shortcutsImg = staticClass('mv-shortcuts__img', {
  objectFit: 'cover',
  w: '10',
  h: '10',
  aspectRatio: '1',
});
export const shortcutsLabel = staticClass('mv-shortcuts__label', {
  fontSize: 'xs',
  textAlign: 'center',
  lineClamp: '2',
  lineHeight: 'short',
});
// features/home/extra-promo-strip.tsx: phones only.
export const extraPromo = staticClass('mv-extra-promo', {
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
});
export const extraPromoRow = staticClass('mv-extra-promo__row', { ...row, gap: '3' });
export const extraPromoLogo = staticClass('mv-extra-promo__logo', {
  flexShrink: '0',
  bg: 'white',
  rounded: 'md',
  p: '1',
});
export const extraPromoImg = staticClass('mv-extra-promo__img', {
  objectFit: 'cover',
  w: '9',
  h: '9',
});
export const extraPromoText = staticClass('mv-extra-promo__text', { ...fillColumn, gap: '0' });
export const extraPromoKicker = staticClass('mv-extra-promo__kicker', {
  ...row,
  gap: '1',
  fontSize: '2xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
});
export const extraPromoTitle = staticClass('mv-extra-promo__title', {
  textStyle: 'itemTitle',
  truncate: true,
});
export const extraPromoMeta = staticClass('mv-extra-promo__meta', {
  fontSize: 'xs',
  opacity: '0.9',
  truncate: true,
});
// features/home/home-announcement.tsx
export const announcement = staticClass('mv-announcement', {
  mt: '4',
  p: { base: '3', md: '4' },
  bg: 'orange.50',
  borderWidth: '1px',
  borderColor: 'orange.200',
  rounded: 'lg',
});
export const announcementRow = staticClass('mv-announcement__row', {
  display: 'flex',
  gap: '3',
  alignItems: 'start',
});
export const announcementIcon = staticClass('mv-announcement__icon', { color: 'orange.600' });
export const announcementText = staticClass('mv-announcement__text', { ...fillColumn, gap: '1' });
export const announcementTitle = staticClass('mv-announcement__title', {
  fontFamily: 'heading',
  fontWeight: 'semibold',
  textStyle: 'sm',
});
export const announcementContent = staticClass('mv-announcement__content', {
  textStyle: 'secondary',
});
export const announcementLink = staticClass('mv-announcement__link', { textStyle: 'accent' });
// features/home/banner-carousel.tsx and banner-picture.tsx
export const carouselFrame = staticClass('mv-carousel__frame', { position: 'relative' });
export const carouselViewport = staticClass('mv-carousel__viewport', {
  overflow: 'hidden',
  rounded: { base: 'lg', md: 'xl' },
});
export const carouselTrack = staticClass('mv-carousel__track', {
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
});
export const carouselSlide = staticClass('mv-carousel__slide', { flex: '0 0 100%', minW: '0' });
export const carouselLink = staticClass('mv-carousel__link', { display: 'block' });
export const carouselLinkExternal = staticClass('mv-carousel__link--external', {
  focusVisibleRing: 'outside',
});
// Chakra's `IconButton` (solid, sm, round) in white, on the banner's edge from `md` up.
export const carouselArrow = staticClass('mv-carousel__arrow', {
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
});
export const carouselArrowLeft = staticClass('mv-carousel__arrow--left', {
  left: { md: '2', lg: '-5' },
});
export const carouselArrowRight = staticClass('mv-carousel__arrow--right', {
  right: { md: '2', lg: '-5' },
});
export const carouselDots = staticClass('mv-carousel__dots', { ...centredBox, gap: '0', mt: '1' });
// After the dots: pause or play the autoplay (the same 24 px target as a dot).
export const carouselToggle = staticClass('mv-carousel__toggle', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  ml: '1',
  cursor: 'pointer',
  rounded: 'full',
  color: 'fg.muted',
  focusVisibleRing: 'outside',
  '& > svg': { boxSize: '3.5' },
});
export const carouselDot = staticClass('mv-carousel__dot', {
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
});
