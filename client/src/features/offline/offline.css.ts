import { staticClass } from '../../theme/static-class';

// features/offline and features/navigation.
export const offlineBanner = staticClass('mv-offline-banner', {
  position: 'sticky',
  top: '0',
  zIndex: 'banner',
  bg: 'gray.800',
  color: 'white',
  fontSize: { base: 'xs', md: 'sm' },
  textAlign: 'center',
  px: '3',
  py: '1.5',
});
