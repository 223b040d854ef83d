import { chakraHeading, chakraHStack, headingVariants, wrapRow } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/article/article-detail-route.tsx: the article in a reading column.
export const root = staticClass('mv-article', { maxW: '3xl', mx: 'auto' });
export const kicker = staticClass('mv-article__kicker', { textStyle: 'accent', mb: '1' });
export const title = staticClass('mv-article__title', {
  ...chakraHeading('2xl'),
  lineHeight: '1.2',
  // The line height stays 1.2 at every size (a style prop over the recipe's).
  md: { ...headingVariants.size!['3xl']!, lineHeight: '1.2' },
});
export const byline = staticClass('mv-article__byline', {
  ...chakraHStack,
  gap: '2',
  mt: '3',
  textStyle: 'secondary',
  flexWrap: 'wrap',
});
export const author = staticClass('mv-article__author', { color: 'fg', fontWeight: 'medium' });
export const image = staticClass('mv-article__image', { rounded: 'lg', mt: '5', mb: '6' });
export const tags = staticClass('mv-article__tags', {
  ...wrapRow,
  listStyleType: 'none',
  gap: '2',
  mt: '6',
});
// A pill link (a tag here, a category on the merchant page): inline, rounded, brand-tinted.
export const tag = staticClass('mv-article__tag', {
  display: 'inline-block',
  px: '3',
  py: '1',
  rounded: 'full',
  bg: 'brand.50',
  color: 'brand.700',
  fontSize: 'sm',
});
export const related = staticClass('mv-article__related', { mt: '10', borderTopWidth: '1px' });
// routes/article/article-list-route.tsx: the tag a list is filtered by, and the way back.
export const tagFilter = staticClass('mv-article-list__tag', { mb: '4', fontSize: 'sm' });
export const tagFilterClear = staticClass('mv-article-list__tag-clear', {
  color: 'brand.600',
  textDecoration: 'underline',
});
