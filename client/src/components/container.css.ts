import { containerRecipe } from '@chakra-ui/react/theme';
import { staticClass } from '../theme/static-class';

export const root = staticClass('mv-container', { ...containerRecipe.base, maxW: '6xl' });
