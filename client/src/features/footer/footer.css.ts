import { chakraHeading, chakraHStack, chakraStack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

export const linkInherit = staticClass('mv-link--inherit', { color: 'inherit' });
// features/footer.
export const root = staticClass('mv-footer', {
  bg: 'brand.900',
  color: 'whiteAlpha.800',
  mt: 'auto',
  pt: '10',
  pb: '6',
});
export const sections = staticClass('mv-footer__sections', {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  gap: '6',
});
export const section = staticClass('mv-footer__section', chakraStack);
export const heading = staticClass('mv-footer__heading', {
  ...chakraHeading('sm'),
  color: 'white',
});
export const links = staticClass('mv-footer__links', {
  ...chakraStack,
  gap: '1.5',
  listStyleType: 'none',
  fontSize: 'sm',
});
export const bottom = staticClass('mv-footer__bottom', {
  ...chakraStack,
  flexDirection: { base: 'column', md: 'row' },
  justifyContent: 'space-between',
  alignItems: { base: 'flex-start', md: 'center' },
  gap: '4',
  mt: '8',
  pt: '6',
  borderTopWidth: '1px',
  borderColor: 'whiteAlpha.300',
});
export const social = staticClass('mv-footer__social', {
  ...chakraHStack,
  gap: '4',
  listStyleType: 'none',
  fontSize: 'sm',
});
export const copyright = staticClass('mv-footer__copyright', { fontSize: 'xs', mt: '6' });
