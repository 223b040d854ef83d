import { stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/learn-more/learn-more-route.tsx: the closing invitation, centred on its white panel.
export const join = staticClass('mv-learn-more__join', {
  my: { base: '8', md: '12' },
  textAlign: 'center',
});
export const joinStack = staticClass('mv-learn-more__join-stack', {
  ...stack,
  gap: '4',
  alignItems: 'center',
});
export const joinText = staticClass('mv-learn-more__join-text', { maxW: 'xl' });
