import { chakraHeading, headingVariants } from '../theme/style-parts';
import { staticClass } from '../theme/static-class';

// A page's frame below the header (with mv-container): the list and detail pages.
export const root = staticClass('mv-page', { py: { base: '5', md: '8' } });
export const lead = staticClass('mv-page__lead', { mt: '1', textStyle: 'secondary' });
export const title = staticClass('mv-page__title', {
  ...chakraHeading('xl'),
  md: headingVariants.size!['2xl']!,
});
