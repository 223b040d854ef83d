import { badgeRecipe, inputRecipe } from '@chakra-ui/react/theme';
import {
  badgeVariants,
  centredBox,
  fieldBase,
  fieldVariants,
  inputVariants,
  pointRowLayout,
  row,
  stack,
  wrapRow,
} from '../../theme/style-parts';
import { staticClass } from '../../theme/static-class';

// The account's white card (profile, balance, badge summary, referral sections).
export const accountPanel = staticClass('mv-account-panel', {
  layerStyle: 'panel',
  p: { base: '4', md: '5' },
});
// routes/account/account-route.tsx and its skeleton (account-home-skeleton.tsx): the account
// home's column, with profile and tier side by side from `lg` up.
export const accountHome = staticClass('mv-account-home', {
  ...stack,
  gap: { base: '4', md: '5' },
});
export const accountHomeTop = staticClass('mv-account-home__top', {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  gap: '4',
});
// features/account/account-home-skeleton.tsx: /account's shape while its data loads.
export const accountSkeletonWho = staticClass('mv-account-skeleton__who', { ...row, gap: '4' });
export const accountSkeletonLines = staticClass('mv-account-skeleton__lines', {
  ...stack,
  gap: '2',
  flex: '1',
});
export const accountSkeletonPhoto = staticClass('mv-account-skeleton__photo', {
  boxSize: '16',
  rounded: 'full',
  flexShrink: '0',
});
export const accountSkeletonName = staticClass('mv-account-skeleton__name', { h: '6', w: '60%' });
export const accountSkeletonEmail = staticClass('mv-account-skeleton__email', { h: '4', w: '70%' });
export const accountSkeletonVerified = staticClass('mv-account-skeleton__verified', {
  h: '5',
  w: '28',
});
export const accountSkeletonValueId = staticClass('mv-account-skeleton__value-id', {
  mt: '4',
  h: '14',
  rounded: 'lg',
});
export const accountSkeletonTier = staticClass('mv-account-skeleton__tier', {
  rounded: 'xl',
  minH: '40',
});
export const accountSkeletonBalance = staticClass('mv-account-skeleton__balance', {
  rounded: 'xl',
  h: '36',
});
export const accountSkeletonTiles = staticClass('mv-account-skeleton__tiles', {
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
  gap: { base: '3', md: '4' },
});
export const accountSkeletonTile = staticClass('mv-account-skeleton__tile', {
  rounded: 'xl',
  h: '32',
});
// features/account/point-balance-card.tsx (on `accountPanel`): the balance and the points
// that expire soonest.
export const pointBalanceStack = staticClass('mv-point-balance__stack', { ...stack, gap: '3' });
export const pointBalanceRow = staticClass('mv-point-balance__row', { ...row, gap: '3' });
export const pointBalanceIcon = staticClass('mv-point-balance__icon', {
  ...centredBox,
  boxSize: '11',
  rounded: 'full',
  bg: 'brand.50',
  color: 'brand.600',
  flexShrink: '0',
});
export const pointBalanceLabel = staticClass('mv-point-balance__label', { textStyle: 'secondary' });
export const pointBalanceValue = staticClass('mv-point-balance__value', {
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  lineHeight: 'short',
});
export const pointBalanceUnit = staticClass('mv-point-balance__unit', {
  fontSize: 'md',
  fontWeight: 'semibold',
  color: 'fg.muted',
});
export const pointBalanceNote = staticClass('mv-point-balance__note', { textStyle: 'secondary' });
// features/account/point-history-filters.tsx: kind and period links, then a date range form.
export const pointFilters = staticClass('mv-point-filters', { mb: '4' });
export const pointFiltersRange = staticClass('mv-point-filters__range', {
  ...wrapRow,
  gap: '3',
  alignItems: 'end',
});
// Chakra's Field (vertical) with its label, and its Input (size sm, outline).
export const field = staticClass('mv-field', {
  ...fieldBase.root,
  ...fieldVariants.orientation!.vertical!.root,
});
export const fieldLabel = staticClass('mv-field__label', fieldBase.label!);
export const fieldHelperText = staticClass('mv-field__helper-text', fieldBase.helperText!);
export const fieldErrorText = staticClass('mv-field__error-text', fieldBase.errorText!);
export const fieldInput = staticClass('mv-field__input', {
  ...inputRecipe.base,
  ...inputVariants.size!.sm!,
  ...inputVariants.variant!.outline!,
});
export const pointFiltersField = staticClass('mv-point-filters__field', { flex: '1', minW: '36' });
export const pointFiltersInput = staticClass('mv-point-filters__input', { bg: 'white' });
export const pointFiltersActions = staticClass('mv-point-filters__actions', {
  display: 'flex',
  gap: '2',
});
// features/account/point-history-row.tsx: one transaction, and its skeleton.
export const pointRow = staticClass('mv-point-row', { ...pointRowLayout, alignItems: 'start' });
export const pointRowWhat = staticClass('mv-point-row__what', { ...stack, gap: '0.5', minW: '0' });
export const pointRowTitle = staticClass('mv-point-row__title', {
  textStyle: 'itemTitle',
  lineClamp: '2',
});
export const pointRowMeta = staticClass('mv-point-row__meta', { textStyle: 'caption' });
export const pointRowTags = staticClass('mv-point-row__tags', {
  ...row,
  gap: '2',
  flexWrap: 'wrap',
  mt: '1',
});
// Chakra's Badge (size sm, subtle): grey for spending, green for earning.
export const pointRowKind = staticClass('mv-point-row__kind', {
  ...badgeRecipe.base,
  ...badgeVariants.size!.sm!,
  ...badgeVariants.variant!.subtle!,
  colorPalette: 'gray',
});
export const pointRowKindEarning = staticClass('mv-point-row__kind--earning', {
  colorPalette: 'green',
});
export const pointRowRef = staticClass('mv-point-row__ref', {
  textStyle: 'caption',
  fontFamily: 'mono',
});
export const pointRowSide = staticClass('mv-point-row__side', {
  ...stack,
  gap: '1',
  alignItems: 'end',
  flexShrink: '0',
  textAlign: 'end',
});
export const pointRowAmount = staticClass('mv-point-row__amount', {
  fontWeight: 'bold',
  fontSize: 'md',
  color: 'red.600',
});
export const pointRowAmountEarning = staticClass('mv-point-row__amount--earning', {
  color: 'fg.success',
});
export const pointRowAmountExpired = staticClass('mv-point-row__amount--expired', {
  color: 'fg.subtle',
  textDecoration: 'line-through',
});
export const pointRowUnit = staticClass('mv-point-row__unit', {
  fontSize: 'xs',
  fontWeight: 'normal',
  ms: '1',
});
export const pointRowUntil = staticClass('mv-point-row__until', { textStyle: 'caption' });
export const pointRowSkeleton = staticClass('mv-point-row-skeleton', pointRowLayout);
export const pointRowSkeletonLines = staticClass('mv-point-row-skeleton__lines', {
  ...stack,
  gap: '2',
  flex: '1',
});
export const pointRowSkeletonTitle = staticClass('mv-point-row-skeleton__title', {
  h: '4',
  w: '60%',
});
export const pointRowSkeletonMeta = staticClass('mv-point-row-skeleton__meta', {
  h: '3',
  w: '45%',
});
export const pointRowSkeletonTags = staticClass('mv-point-row-skeleton__tags', {
  h: '4',
  w: '35%',
});
export const pointRowSkeletonAmount = staticClass('mv-point-row-skeleton__amount', {
  h: '5',
  w: '20',
});
// features/account/point-expiry-schedule.tsx: the next 30 days' total (tinted when points
// lapse in it), then one line per batch, and their skeleton.
export const expirySoon = staticClass('mv-expiry__soon', {
  ...stack,
  gap: '0.5',
  p: { base: '4', md: '5' },
  mb: '3',
  rounded: 'l3',
  borderWidth: '1px',
  bg: 'bg.muted',
});
export const expirySoonWarning = staticClass('mv-expiry__soon--warning', {
  bg: 'orange.subtle',
  borderColor: 'orange.muted',
  color: 'orange.fg',
});
export const expirySoonLabel = staticClass('mv-expiry__soon-label', {
  fontSize: 'sm',
  fontWeight: 'medium',
});
export const expirySoonValue = staticClass('mv-expiry__soon-value', {
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: 'bold',
  lineHeight: 'short',
});
export const expirySoonNote = staticClass('mv-expiry__soon-note', { fontSize: 'sm' });
export const expiryList = staticClass('mv-expiry__list', {
  layerStyle: 'panel',
  listStyleType: 'none',
  '& > li + li': { borderTopWidth: '1px' },
});
export const expiryRow = staticClass('mv-expiry__row', { ...pointRowLayout, alignItems: 'center' });
export const expiryRowWhen = staticClass('mv-expiry__row-when', { ...stack, gap: '0.5' });
export const expiryRowDate = staticClass('mv-expiry__row-date', { textStyle: 'itemTitle' });
export const expiryRowIn = staticClass('mv-expiry__row-in', { textStyle: 'caption' });
export const expiryRowSide = staticClass('mv-expiry__row-side', {
  ...row,
  gap: '2',
  flexShrink: '0',
});
export const expiryRowAmount = staticClass('mv-expiry__row-amount', {
  fontWeight: 'bold',
  fontSize: 'md',
});
export const expiryRowSkeletonDate = staticClass('mv-expiry__row-skeleton-date', {
  h: '4',
  w: '32',
});
export const expiryRowSkeletonAmount = staticClass('mv-expiry__row-skeleton-amount', {
  h: '5',
  w: '20',
});
// In the total's note (its colour) and under the balance on /account (the brand's).
export const expiryLink = staticClass('mv-expiry__link', {
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
export const pointBalanceLink = staticClass('mv-point-balance__link', {
  alignSelf: 'start',
  fontSize: 'sm',
  color: 'brand.600',
});
