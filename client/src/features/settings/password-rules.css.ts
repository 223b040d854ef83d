import { listSlotRecipe } from '@chakra-ui/react/theme';
import type { SystemStyleObject } from '@chakra-ui/react';
import { staticClass } from '../../theme/static-class';
import { row } from '../../theme/style-parts';

const list = listSlotRecipe.base as Record<string, SystemStyleObject>;

// features/settings/password-rules.tsx: Chakra's List without markers, a tick before each rule.
export const root = staticClass('mv-password-rules', {
  ...list.root,
  listStyle: 'revert',
  listStyleType: 'none',
  gap: '1',
  fontSize: 'sm',
});
export const item = staticClass('mv-password-rules__item', {
  ...list.item,
  _marker: { color: 'fg.subtle' },
});
export const line = staticClass('mv-password-rules__line', { ...row, gap: '2', color: 'fg.muted' });
export const lineMet = staticClass('mv-password-rules__line--met', { color: 'green.700' });
export const mark = staticClass('mv-password-rules__mark', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '4',
  rounded: 'full',
  fontSize: '2xs',
  fontWeight: 'bold',
  bg: 'gray.200',
  color: 'gray.600',
  flexShrink: 0,
});
export const markMet = staticClass('mv-password-rules__mark--met', {
  bg: 'green.solid',
  color: 'green.contrast',
});
