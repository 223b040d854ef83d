import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
} from '@chakra-ui/react/theme';
import {
  sidewaysOnPhones,
  stack,
  type SlotBase,
  type SlotVariants,
  type Variants,
} from './style-parts';

/**
 * The account area's layout (app/layouts/account-page-layout.tsx, with the account home's
 * skeleton it shows) and the points page (`/account/poin`) as static classes, so they render
 * with no Chakra runtime; the other account pages are still Chakra's, inside their own scope.
 * Declarations come from Chakra's recipes where Chakra components stood (alert, badge, field,
 * input, heading), read here at build time only, so the pages look as they did. The buttons are
 * shell-css.ts's `mv-button` classes; the skeletons and icons card-css.ts's `mv-skeleton` and
 * `mv-icon`, which this file follows in the stylesheet, so its sizes and radii win over theirs.
 */

const heading = headingRecipe.variants as Variants;
const badge = badgeRecipe.variants as Variants;
const input = inputRecipe.variants as Variants;
const alert = alertSlotRecipe.variants as SlotVariants;
const alertBase = alertSlotRecipe.base as SlotBase;
const field = fieldSlotRecipe.variants as SlotVariants;
const fieldBase = fieldSlotRecipe.base as SlotBase;

/** A white card with a hairline border. */
const panel: SystemStyleObject = { bg: 'white', rounded: 'xl', borderWidth: '1px' };

/** A point history line and its skeleton: what on the left, the amount on the right. */
const pointRow: SystemStyleObject = {
  display: 'flex',
  gap: '3',
  py: '3',
  px: { base: '3', md: '4' },
  justifyContent: 'space-between',
};

export const accountCss = defineGlobalStyles({
  // app/layouts/account-page-layout.tsx: the navigation beside (wide) or above (phone) the page.
  '.mv-account': { py: { base: '3', md: '6' } },
  '.mv-account__grid': {
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
    gap: { base: '4', md: '8' },
  },
  '.mv-account__page': { minW: '0' },
  // A column on wide screens; on a phone one row of chips that scrolls sideways.
  '.mv-account-nav': { minW: '0' },
  '.mv-account-nav__list': {
    display: 'flex',
    listStyleType: 'none',
    flexDirection: { base: 'row', md: 'column' },
    gap: { base: '2', md: '1' },
    ...sidewaysOnPhones,
    pb: { base: '1', md: '0' },
    fontSize: 'sm',
    position: { md: 'sticky' },
    top: { md: '4' },
  },
  '.mv-account-nav__entry': { flexShrink: '0' },
  '.mv-account-nav__item': {
    px: { base: '3.5', md: '3' },
    py: '2',
    rounded: { base: 'full', md: 'md' },
    borderWidth: { base: '1px', md: '0' },
    whiteSpace: 'nowrap',
  },
  '.mv-account-nav__item--idle': {
    borderColor: 'gray.200',
    bg: { base: 'white', md: 'transparent' },
    fontWeight: 'medium',
    _hover: { bg: 'brand.50' },
  },
  '.mv-account-nav__item--active': {
    borderColor: 'brand.500',
    bg: { base: 'brand.500', md: 'brand.50' },
    color: { base: 'white', md: 'brand.700' },
    fontWeight: 'semibold',
  },

  // features/account/account-home-skeleton.tsx: /account's shape while its data loads.
  '.mv-account-skeleton': { ...stack, gap: { base: '4', md: '5' } },
  '.mv-account-skeleton__top': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
    gap: '4',
  },
  '.mv-account-skeleton__profile': { ...panel, p: { base: '4', md: '5' } },
  '.mv-account-skeleton__who': { display: 'flex', gap: '4', alignItems: 'center' },
  '.mv-account-skeleton__lines': { ...stack, gap: '2', flex: '1' },
  '.mv-account-skeleton__photo': { boxSize: '16', rounded: 'full', flexShrink: '0' },
  '.mv-account-skeleton__name': { h: '6', w: '60%' },
  '.mv-account-skeleton__email': { h: '4', w: '70%' },
  '.mv-account-skeleton__verified': { h: '5', w: '28' },
  '.mv-account-skeleton__value-id': { mt: '4', h: '14', rounded: 'lg' },
  '.mv-account-skeleton__tier': { rounded: 'xl', minH: '40' },
  '.mv-account-skeleton__balance': { rounded: 'xl', h: '36' },
  '.mv-account-skeleton__tiles': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
    gap: { base: '3', md: '4' },
  },
  '.mv-account-skeleton__tile': { rounded: 'xl', h: '32' },

  // Chakra's Alert (subtle variant): the expiry warning and the history's error.
  '.mv-alert': { ...alertBase.root, ...alert.variant!.subtle!.root },
  '.mv-alert--warning': alert.status!.warning!.root!,
  '.mv-alert--error': alert.status!.error!.root!,
  '.mv-alert--sm': { ...alert.size!.sm!.root, '& .mv-alert__indicator': alert.size!.sm!.indicator },
  '.mv-alert--md': { ...alert.size!.md!.root, '& .mv-alert__indicator': alert.size!.md!.indicator },
  '.mv-alert__indicator': alertBase.indicator!,
  '.mv-alert__content': { ...alertBase.content, ...alert.inline!.false!.content },
  '.mv-alert__title': alertBase.title!,
  '.mv-alert__description': alertBase.description!,

  // features/account/point-balance-card.tsx: the balance and the points that expire soonest.
  '.mv-point-balance': { ...panel, p: { base: '4', md: '5' } },
  '.mv-point-balance__stack': { ...stack, gap: '3' },
  '.mv-point-balance__row': { display: 'flex', alignItems: 'center', gap: '3' },
  '.mv-point-balance__icon': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '11',
    rounded: 'full',
    bg: 'brand.50',
    color: 'brand.600',
    flexShrink: '0',
  },
  '.mv-point-balance__label': { fontSize: 'sm', color: 'fg.muted' },
  '.mv-point-balance__value': {
    fontSize: { base: '2xl', md: '3xl' },
    fontWeight: 'bold',
    lineHeight: 'short',
  },
  '.mv-point-balance__unit': { fontSize: 'md', fontWeight: 'semibold', color: 'fg.muted' },
  '.mv-point-balance__note': { fontSize: 'sm', color: 'fg.muted' },
  '.mv-point-balance__alert': { rounded: 'lg' },

  // routes/account/point-route.tsx: the page, its history and the history's parts.
  '.mv-point-page': { ...stack, gap: { base: '4', md: '5' } },
  '.mv-point-history__title': { ...headingRecipe.base, ...heading.size!.md!, mb: '3' },
  '.mv-point-history__error': { rounded: 'lg' },
  '.mv-point-history__summary': { fontSize: 'sm', color: 'fg.muted', mb: '2' },
  '.mv-point-history': {
    ...panel,
    listStyleType: 'none',
    '& > li + li': { borderTopWidth: '1px' },
  },

  // features/account/point-history-filters.tsx: kind and period links, then a date range form.
  '.mv-point-filters': { mb: '4' },
  '.mv-point-filters__range': {
    display: 'flex',
    gap: '3',
    alignItems: 'end',
    flexWrap: 'wrap',
  },
  // Chakra's Field (vertical) with its label, and its Input (size sm, outline).
  '.mv-field': { ...fieldBase.root, ...field.orientation!.vertical!.root },
  '.mv-field__label': fieldBase.label!,
  '.mv-field__input': { ...inputRecipe.base, ...input.size!.sm!, ...input.variant!.outline! },
  '.mv-point-filters__field': { flex: '1', minW: '36' },
  '.mv-point-filters__input': { bg: 'white' },
  '.mv-point-filters__actions': { display: 'flex', gap: '2' },

  // features/account/point-history-row.tsx: one transaction, and its skeleton.
  '.mv-point-row': { ...pointRow, alignItems: 'start' },
  '.mv-point-row__what': { ...stack, gap: '0.5', minW: '0' },
  '.mv-point-row__title': { fontWeight: 'semibold', fontSize: 'sm', lineClamp: '2' },
  '.mv-point-row__meta': { fontSize: 'xs', color: 'fg.muted' },
  '.mv-point-row__tags': {
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    flexWrap: 'wrap',
    mt: '1',
  },
  // Chakra's Badge (size sm, subtle): grey for spending, green for earning.
  '.mv-point-row__kind': {
    ...badgeRecipe.base,
    ...badge.size!.sm!,
    ...badge.variant!.subtle!,
    colorPalette: 'gray',
  },
  '.mv-point-row__kind--earning': { colorPalette: 'green' },
  '.mv-point-row__ref': { fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono' },
  '.mv-point-row__side': {
    ...stack,
    gap: '1',
    alignItems: 'end',
    flexShrink: '0',
    textAlign: 'end',
  },
  '.mv-point-row__amount': { fontWeight: 'bold', fontSize: 'md', color: 'red.600' },
  '.mv-point-row__amount--earning': { color: 'green.600' },
  '.mv-point-row__amount--expired': { color: 'fg.subtle', textDecoration: 'line-through' },
  '.mv-point-row__unit': { fontSize: 'xs', fontWeight: 'normal', ms: '1' },
  '.mv-point-row__until': { fontSize: 'xs', color: 'fg.muted' },
  '.mv-point-row-skeleton': pointRow,
  '.mv-point-row-skeleton__lines': { ...stack, gap: '2', flex: '1' },
  '.mv-point-row-skeleton__title': { h: '4', w: '60%' },
  '.mv-point-row-skeleton__meta': { h: '3', w: '45%' },
  '.mv-point-row-skeleton__tags': { h: '4', w: '35%' },
  '.mv-point-row-skeleton__amount': { h: '5', w: '20' },
});
