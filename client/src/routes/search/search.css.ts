import { chakraHeading, wrapRow } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// routes/search/search-route.tsx.
export const title = staticClass('mv-search-page__title', { mb: '2', wordBreak: 'break-word' });
export const more = staticClass('mv-search-page__more', {
  mt: '4',
  textStyle: 'secondary',
  textAlign: 'center',
});
// Popular categories as pills: a way on when there is nothing to show.
export const suggestions = staticClass('mv-search-page__suggestions', { mt: '6' });
export const suggestionsTitle = staticClass('mv-search-page__suggestions-title', {
  ...chakraHeading('md'),
  mb: '3',
});
export const suggestionsList = staticClass('mv-search-page__suggestions-list', {
  listStyleType: 'none',
  ...wrapRow,
  gap: '2',
});
export const suggestion = staticClass('mv-search-page__suggestion', {
  display: 'inline-block',
  px: '3',
  py: '1.5',
  layerStyle: 'pill',
  fontSize: 'sm',
  _hover: { borderColor: 'brand.300', color: 'brand.700' },
});
// routes/search/search-field.tsx: the page's own field, on phones only.
export const field = staticClass('mv-search-page__field', {
  display: { base: 'block', md: 'none' },
  mb: '4',
});
