import { chakraHStack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/event/event-list-route.tsx: the two tabs, links with the current one filled.
export const tabs = staticClass('mv-event-list__tabs', {
  ...chakraHStack,
  gap: '2',
  mt: '5',
  mb: '5',
});
export const tab = staticClass('mv-event-list__tab', {
  px: '4',
  py: '2',
  layerStyle: 'pill',
  fontSize: 'sm',
  fontWeight: 'semibold',
  borderColor: 'border',
  color: 'fg',
  _hover: { borderColor: 'brand.300', color: 'brand.700' },
});
export const tabCurrent = staticClass('mv-event-list__tab--current', {
  borderColor: 'brand.500',
  bg: 'brand.500',
  color: 'white',
  _hover: { borderColor: 'brand.500', color: 'white' },
});
