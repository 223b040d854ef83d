import { badgeRecipe, iconRecipe } from '@chakra-ui/react/theme';
import { badgeVariants, centredBox, chakraHeading, columns, stack } from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// features/home/membership.tsx: the blocks the information pages share (about, learn-more,
// gramedia-troops).

// A titled block (InfoSection): Chakra's subtle `Badge` as its eyebrow, then the heading.
export const infoSection = staticClass('mv-info-section', { py: { base: '6', md: '10' } });
export const eyebrow = staticClass('mv-info-section__eyebrow', {
  ...badgeRecipe.base,
  ...badgeVariants.variant!.subtle!,
  ...badgeVariants.size!.sm!,
  colorPalette: 'brand',
  rounded: 'full',
  px: '3',
  mb: '2',
});
export const infoSectionTitle = staticClass('mv-info-section__title', { mb: '5' });
// A muted paragraph above a section's list, and the small print under it.
export const infoSectionLead = staticClass('mv-info-section__lead', {
  color: 'fg.muted',
  maxW: '3xl',
});
export const infoSectionLeadSpaced = staticClass('mv-info-section__lead--spaced', { mb: '5' });
export const infoSectionNote = staticClass('mv-info-section__note', {
  mt: '4',
  textStyle: 'secondary',
});
export const infoSectionLink = staticClass('mv-info-section__link', {
  color: 'brand.600',
  fontWeight: 'semibold',
});

// Lists of white panels: one column on phones, two or three from `md` up.
export const panels = staticClass('mv-panels', {
  display: 'grid',
  listStyleType: 'none',
  gridTemplateColumns: { base: columns(1), md: columns(2) },
  gap: '4',
});
export const panelsThree = staticClass('mv-panels--three', {
  gridTemplateColumns: { base: columns(1), md: columns(3) },
});

// The tiers (TierList): each card's head takes the tier's colours.
export const tier = staticClass('mv-tier', { layerStyle: 'panel', overflow: 'hidden' });
// Silver's head and any unknown tier's are grey.
export const tierHead = staticClass('mv-tier__head', { bg: 'gray.100', px: '5', py: '4' });
export const tierHeadGold = staticClass('mv-tier__head--gold', { bg: 'yellow.100' });
export const tierHeadPlatinum = staticClass('mv-tier__head--platinum', { bg: 'brand.100' });
export const tierName = staticClass('mv-tier__name', { ...chakraHeading('lg'), color: 'gray.700' });
export const tierNameSilver = staticClass('mv-tier__name--silver', { color: 'gray.600' });
export const tierNameGold = staticClass('mv-tier__name--gold', { color: 'yellow.700' });
export const tierNamePlatinum = staticClass('mv-tier__name--platinum', { color: 'brand.700' });
export const tierThreshold = staticClass('mv-tier__threshold', {
  fontSize: 'sm',
  fontWeight: 'semibold',
  mt: '1',
});
export const tierBenefits = staticClass('mv-tier__benefits', {
  ...stack,
  listStyleType: 'none',
  gap: '2',
  px: '5',
  py: '4',
});
export const tierBenefit = staticClass('mv-tier__benefit', {
  display: 'flex',
  gap: '2',
  alignItems: 'start',
  fontSize: 'sm',
});
export const tierBenefitIcon = staticClass('mv-tier__benefit-icon', {
  ...iconRecipe.base,
  boxSize: '4',
  mt: '0.5',
  color: 'fg.success',
});

// A numbered step (EarnAndUseSteps): number beside the text on phones, above it from `md`.
export const step = staticClass('mv-step', {
  layerStyle: 'panel',
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  gap: { base: '4', md: '3' },
  alignItems: 'start',
  p: { base: '4', md: '5' },
});
export const stepNumber = staticClass('mv-step__number', {
  ...centredBox,
  flexShrink: '0',
  w: '9',
  h: '9',
  rounded: 'full',
  bg: 'brand.500',
  color: 'white',
  fontWeight: 'bold',
});
// Smaller numbers: gramedia-troops' steps, and the referral page's (small print).
export const stepNumberSm = staticClass('mv-step__number--sm', { w: '8', h: '8' });
export const stepNumberXs = staticClass('mv-step__number--xs', { w: '7', h: '7', fontSize: 'sm' });
export const stepTitle = staticClass('mv-step__title', { ...chakraHeading('md'), mb: '1' });
// The small muted text of a step, a fact or a benefit.
export const infoSectionText = staticClass('mv-info-section__text', { textStyle: 'secondary' });

// A rule of the points (PointFacts), and a benefit of gramedia-troops: a checked panel.
export const fact = staticClass('mv-fact', {
  layerStyle: 'panel',
  display: 'flex',
  gap: '3',
  alignItems: 'start',
  p: '4',
});
export const factIcon = staticClass('mv-fact__icon', {
  ...iconRecipe.base,
  boxSize: '5',
  mt: '0.5',
  color: 'brand.500',
});
export const factTitle = staticClass('mv-fact__title', { fontWeight: 'semibold' });
