import { chakraHeading, headingVariants } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/event/event-detail-route.tsx: the page in its container (with mv-container).
export const eventDetail = staticClass('mv-event-detail', { py: { base: '4', md: '6' } });
// Phones: banner, facts, the action, the description. Wider: the action in its own column.
export const eventDetailGrid = staticClass('mv-event-detail__grid', {
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
  gridTemplateAreas: {
    base: `"banner" "facts" "action" "about"`,
    lg: `"banner action" "facts action" "about action"`,
  },
  columnGap: '8',
  rowGap: { base: '5', md: '6' },
  alignItems: 'start',
});
export const eventDetailBanner = staticClass('mv-event-detail__banner', { gridArea: 'banner' });
export const eventDetailImage = staticClass('mv-event-detail__image', { rounded: 'lg' });
export const eventDetailTitle = staticClass('mv-event-detail__title', {
  ...chakraHeading('xl'),
  md: headingVariants.size!['2xl']!,
  mt: '4',
});
export const eventDetailLead = staticClass('mv-event-detail__lead', { mt: '1', color: 'fg.muted' });
export const eventDetailFacts = staticClass('mv-event-detail__facts', {
  layerStyle: 'card',
  gridArea: 'facts',
  p: { base: '4', md: '5' },
});
// On a phone the action sticks to the bottom of the screen until its place in the page
// scrolls into view (it never covers the description); beside the page on a desktop.
export const eventDetailAction = staticClass('mv-event-detail__action', {
  layerStyle: 'card',
  gridArea: 'action',
  position: 'sticky',
  bottom: { base: '0', lg: 'auto' },
  top: { lg: '4' },
  zIndex: { base: 'docked', lg: 'auto' },
  mx: { base: '-4', sm: '0' },
  roundedBottom: { base: 'none', sm: 'lg' },
  p: { base: '3', md: '5' },
  shadow: { base: '0 -4px 12px rgba(0, 0, 0, 0.08)', lg: 'sm' },
});
export const eventDetailActionRow = staticClass('mv-event-detail__action-row', {
  display: 'flex',
  flexDirection: { base: 'row', lg: 'column' },
  gap: { base: '3', lg: '4' },
  alignItems: { base: 'start', lg: 'stretch' },
});
export const eventDetailCost = staticClass('mv-event-detail__cost', {
  flexShrink: '0',
  minW: { base: '24', lg: 'auto' },
});
export const eventDetailCostLabel = staticClass('mv-event-detail__cost-label', {
  textStyle: 'caption',
});
export const eventDetailCostValue = staticClass('mv-event-detail__cost-value', {
  fontSize: { base: 'lg', lg: 'xl' },
  textStyle: 'price',
});
export const eventDetailRegister = staticClass('mv-event-detail__register', {
  flex: '1',
  minW: '0',
});
export const eventDetailAbout = staticClass('mv-event-detail__about', { gridArea: 'about' });
export const eventDetailAboutTitle = staticClass('mv-event-detail__about-title', {
  ...chakraHeading('lg'),
  mb: '3',
});
