import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';
import {
  avatarSlotRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import { type Variants } from './style-parts';

/**
 * The shell (header, top bar, footer, layouts, error page, the closed triggers of the deferred
 * controls) as static classes, so the first load of a page carries no Chakra runtime. The
 * button, link, input, kbd, avatar and container classes take their declarations from
 * Chakra's own recipes (read here at build time only), so they look exactly like the
 * components did; the site's style props follow as modifiers. Same-specificity classes: a later
 * key wins, so the order below (base, size, variant, the site's overrides) is the recipes' own. The icon
 * and skeleton classes the shell shares with the cards are in card-css.ts.
 */

const button = buttonRecipe.variants as Variants;
const link = linkRecipe.variants as Variants;
const input = inputRecipe.variants as Variants;
const kbd = kbdRecipe.variants as Variants;
const heading = headingRecipe.variants as Variants;
const spinner = spinnerRecipe.variants as Variants;
const avatar = avatarSlotRecipe.variants as Record<
  string,
  Record<string, Record<string, SystemStyleObject>>
>;
const avatarBase = avatarSlotRecipe.base as Record<string, SystemStyleObject>;

/** Chakra's `Stack`: a flex column (or row) with a 0.5rem gap unless told otherwise. */
const stack: SystemStyleObject = { display: 'flex', flexDirection: 'column', gap: '0.5rem' };
const hstack: SystemStyleObject = { ...stack, flexDirection: 'row', alignItems: 'center' };

export const shellCss = defineGlobalStyles({
  // Layouts (app/layouts/*).
  '.mv-layout': { minH: '100vh', display: 'flex', flexDirection: 'column' },
  '.mv-layout__main': { flex: '1', display: 'flex', flexDirection: 'column' },
  '.mv-layout__main--block': { display: 'block' },
  '.mv-layout__page': { bg: 'white', flex: '1' },
  '.mv-layout--bare': { display: 'block', minH: '100vh' },

  '.mv-container': { ...containerRecipe.base, maxW: '6xl' },
  '.mv-container--narrow': { maxW: 'xl' },

  // Chakra's Link (plain variant): external links (before the
  // buttons: a link styled as a button is a button).
  '.mv-link': { ...linkRecipe.base, ...link.variant!.plain! },
  '.mv-link--inherit': { color: 'inherit' },
  '.mv-link--block': { display: 'block', h: 'full' },
  // Text for screen readers only (Chakra's `srOnly`).
  '.mv-sr-only': { srOnly: true },

  // Chakra's Button (and IconButton, CloseButton) for <button> and <a>.
  '.mv-button': buttonRecipe.base!,
  '.mv-button--xs': button.size!.xs!,
  '.mv-button--sm': button.size!.sm!,
  '.mv-button--md': button.size!.md!,
  '.mv-button--lg': button.size!.lg!,
  '.mv-button--brand': { colorPalette: 'brand' },
  '.mv-button--red': { colorPalette: 'red' },
  '.mv-button--solid': button.variant!.solid!,
  '.mv-button--outline': button.variant!.outline!,
  '.mv-button--ghost': button.variant!.ghost!,
  '.mv-button--icon': { px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  '.mv-button--pill': { rounded: 'full' },
  '.mv-button.mv-link': { _hover: { textDecoration: 'none' } },
  // A loading button (Chakra's `loading`: `data-loading`, disabled, its label kept for the width
  // but hidden, its Loader's spinner centred over it). The disabled look is the base's.
  '.mv-button__loading': { display: 'contents' },
  '.mv-button__spinner': {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    insetStart: '50%',
    top: '50%',
    translate: '-50% -50%',
    _rtl: { translate: '50% -50%' },
  },
  '.mv-spinner': {
    ...spinnerRecipe.base,
    ...spinner.size!.inherit!,
    borderWidth: '0.125em',
    color: 'inherit',
  },
  '.mv-button__loading-label': { visibility: 'hidden', display: 'contents' },
  // The top bar's items: white on the brand colour.
  '.mv-button--on-brand': { color: 'white', _hover: { bg: 'whiteAlpha.200' } },

  '.mv-avatar': {
    ...avatarBase.root,
    ...avatar.size!.sm!.root,
    ...avatar.variant!.subtle!.root,
    ...avatar.shape!.full!.root,
    overflow: 'hidden',
  },
  '.mv-avatar__fallback': avatarBase.fallback!,
  '.mv-avatar__image': { ...avatarBase.image, position: 'absolute', inset: '0' },

  // features/header.
  '.mv-header__bar': { bg: 'white', borderBottomWidth: '1px' },
  '.mv-header__row': { display: 'flex', alignItems: 'center', py: '3', gap: '4' },
  '.mv-header__brand': { fontSize: 'xl', fontWeight: 'bold', color: 'brand.500' },
  '.mv-header__spacer': {
    flex: '1',
    justifySelf: 'stretch',
    alignSelf: 'stretch',
    display: { base: 'block', md: 'none' },
  },
  '.mv-header__search-link': { display: { base: 'inline-flex', md: 'none' } },
  '.mv-header__member': { p: '0', minW: 'auto', flexShrink: '0' },
  '.mv-header__login': { flexShrink: '0' },

  // The search box: Chakra's InputGroup with start and end elements around an Input.
  '.mv-search': {
    display: { base: 'none', md: 'flex' },
    gap: '0.5rem',
    isolation: 'isolate',
    position: 'relative',
    w: 'full',
    maxW: 'md',
    flex: '1',
  },
  '.mv-search__element': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    zIndex: 2,
    color: 'fg.muted',
    h: 'full',
    fontSize: 'sm',
    px: '3',
  },
  '.mv-search__element--start': { insetInlineStart: '0', pointerEvents: 'none' },
  '.mv-search__element--end': { insetInlineEnd: '0' },
  '.mv-search__icon': { boxSize: '4' },
  '.mv-search__input': {
    ...inputRecipe.base,
    ...input.size!.md!,
    ...input.variant!.outline!,
    ps: 'calc(var(--input-height) - 0px)',
    pe: 'calc(var(--input-height) - 0px)',
    rounded: 'full',
    bg: 'gray.50',
  },
  '.mv-kbd': { ...kbdRecipe.base, ...kbd.variant!.raised!, ...kbd.size!.sm! },

  // The category menu's tiles (features/header/category-grid).
  '.mv-category-grid': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '3',
    listStyleType: 'none',
  },
  '.mv-category-grid__tile': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    p: '2',
  },
  '.mv-category-grid__tile--link': { rounded: 'md', _hover: { bg: 'brand.50' } },
  '.mv-category-grid__image': { w: '12', h: '12', aspectRatio: '1' },
  '.mv-category-grid__label': { fontSize: 'xs', textAlign: 'center', lineClamp: '2' },
  '.mv-category-grid__skeleton-image': { w: '12', h: '12', rounded: 'md' },
  '.mv-category-grid__skeleton-label': { h: '3', w: '16' },
  '.mv-category-grid__error': { fontSize: 'sm', color: 'fg.muted' },

  // features/user-menu: the loading stand-in of the avatar.
  '.mv-user-menu__loading': { w: '10', h: '10', rounded: 'full' },

  // features/top-bar.
  '.mv-top-bar': { bg: 'brand.500', color: 'white', display: { base: 'none', md: 'block' } },
  '.mv-top-bar__row': { ...hstack, justifyContent: 'space-between', py: '1' },
  '.mv-top-bar__nav': { ...hstack, gap: '1' },
  '.mv-store-badges': hstack,

  // features/mobile-banner.
  '.mv-mobile-banner': {
    display: { base: 'block', md: 'none' },
    bg: 'brand.50',
    borderBottomWidth: '1px',
    borderColor: 'brand.100',
    px: '3',
    py: '2',
  },
  '.mv-mobile-banner__row': hstack,
  '.mv-mobile-banner__icon': { color: 'brand.500', boxSize: '5' },
  '.mv-mobile-banner__text': { flex: '1', fontSize: 'xs', lineHeight: 'short' },

  // features/footer.
  '.mv-footer': { bg: 'brand.900', color: 'whiteAlpha.800', mt: 'auto', pt: '10', pb: '6' },
  '.mv-footer__sections': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
    gap: '6',
  },
  '.mv-footer__section': stack,
  '.mv-footer__heading': { ...headingRecipe.base, ...heading.size!.sm!, color: 'white' },
  '.mv-footer__links': { ...stack, gap: '1.5', listStyleType: 'none', fontSize: 'sm' },
  '.mv-footer__bottom': {
    ...stack,
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    alignItems: { base: 'flex-start', md: 'center' },
    gap: '4',
    mt: '8',
    pt: '6',
    borderTopWidth: '1px',
    borderColor: 'whiteAlpha.300',
  },
  '.mv-footer__social': { ...hstack, gap: '4', listStyleType: 'none', fontSize: 'sm' },
  '.mv-footer__copyright': { fontSize: 'xs', mt: '6' },

  // features/offline and features/navigation.
  '.mv-offline-banner': {
    position: 'sticky',
    top: '0',
    zIndex: 'banner',
    bg: 'gray.800',
    color: 'white',
    fontSize: { base: 'xs', md: 'sm' },
    textAlign: 'center',
    px: '3',
    py: '1.5',
  },
  '.mv-navigation-progress': {
    position: 'fixed',
    top: '0',
    left: '0',
    right: '0',
    height: '3px',
    bg: 'brand.500',
    zIndex: 'max',
    transformOrigin: 'left',
    animation: 'navigation-progress 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards',
  },

  // features/error-page.
  '.mv-error-page': { py: '16' },
  '.mv-error-page__stack': { ...stack, alignItems: 'center', gap: '4', textAlign: 'center' },
  '.mv-error-page__status': { fontSize: '5xl', fontWeight: 'bold', color: 'brand.500' },
  '.mv-error-page__title': { ...headingRecipe.base, ...heading.size!['2xl']! },
  '.mv-error-page__text': { color: 'fg.muted' },
  '.mv-error-page__detail': { fontSize: 'xs', color: 'fg.subtle' },
  '.mv-error-page__actions': { ...hstack, gap: '3', pt: '2' },
});
