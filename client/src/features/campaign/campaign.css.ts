import { staticClass } from '../../theme/static-class';
import { stack } from '../../theme/style-parts';

export const cardTitleFree = staticClass('mv-card__title--free', { minH: 'auto' });

// features/campaign/campaign-hero.tsx: banner (or card image), then title, period, description.
export const hero = staticClass('mv-campaign-hero', { ...stack, gap: { base: '4', md: '6' } });
export const heroBanner = staticClass('mv-campaign-hero__banner', {
  rounded: { base: 'lg', md: 'xl' },
});
export const heroImage = staticClass('mv-campaign-hero__image', { rounded: 'lg', maxW: '3xl' });
export const heroMeta = staticClass('mv-campaign-hero__meta', { mt: '1', textStyle: 'secondary' });
export const heroDescription = staticClass('mv-campaign-hero__description', {
  mt: '3',
  maxW: '3xl',
  color: 'fg',
});
// routes/campaign and routes/campaign-event: the page in its container (with mv-container),
// and the list under the hero.
export const page = staticClass('mv-campaign-page', { pt: { base: '3', md: '6' }, pb: '10' });
export const list = staticClass('mv-campaign-page__list', { mt: '4' });
