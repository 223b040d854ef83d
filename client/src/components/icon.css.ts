import { iconRecipe } from '@chakra-ui/react/theme';
import { staticClass } from '../theme/static-class';

// Line icons drawn as plain `<svg>` (Chakra's `Icon` base), sized by a modifier.
export const root = staticClass('mv-icon', iconRecipe.base!);
export const size3 = staticClass('mv-icon--3', { boxSize: '3' });
export const size35 = staticClass('mv-icon--3-5', { boxSize: '3.5' });
export const size5 = staticClass('mv-icon--5', { boxSize: '5' });
export const size6 = staticClass('mv-icon--6', { boxSize: '6' });
