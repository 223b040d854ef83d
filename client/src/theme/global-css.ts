import { defineGlobalStyles } from '@chakra-ui/react';

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
});
