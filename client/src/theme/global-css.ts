import { defineGlobalStyles } from '@chakra-ui/react';
import { EARLY_PRESS_ATTRIBUTE } from '../lib/early-events/capture';

/**
 * The site's global CSS for elements (classes are `staticClass`es of `*.css.ts` modules),
 * compiled into the build-time stylesheet with Chakra's.
 */
export const siteGlobalCss = defineGlobalStyles({
  // No `scroll-behavior: smooth` on html: React Router's scroll restoration inherits it, so Back
  // to a long list scrolled there from the top over a second, and a restore that began while
  // the previous page's scroll to the top was still animating ended short of its place.
  '#footer': { scrollMarginTop: '4' },
  body: { bg: 'gray.50', color: 'gray.900' },
  // Toasts (sonner's rich colours) take their text colour from the theme's semantic tokens,
  // whose AA values live in system.ts: sonner's own green, red and orange on their pale
  // backgrounds fall short of 4.5:1. Set on the toast itself, it wins over the toaster's.
  '[data-sonner-toast]': {
    '--success-text': 'colors.fg.success',
    '--error-text': 'colors.fg.error',
    '--warning-text': 'colors.fg.warning',
    '--info-text': 'colors.fg.info',
  },
  // Alt+T gives the toasts' list the focus, and Tab reaches a toast and its link: show them, as
  // the theme's focus ring does. Important: sonner's own stylesheet (unlayered, injected by its
  // script) says `outline: none`, and an unlayered rule wins over this layered one otherwise.
  '[data-sonner-toaster]:focus-visible, [data-sonner-toast]:focus-visible, [data-sonner-toast] a:focus-visible':
    {
      outline: '2px solid var(--chakra-colors-brand-focus-ring) !important',
      outlineOffset: '2px',
    },
  // A control pressed before the page's code ran, until its press is replayed
  // (lib/early-events): the press was taken, and its answer is on the way.
  [`[${EARLY_PRESS_ATTRIBUTE}]`]: { opacity: '0.6', cursor: 'progress' },
});
