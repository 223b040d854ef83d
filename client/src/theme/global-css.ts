import { defineGlobalStyles } from '@chakra-ui/react';
import { accountCss } from './account-css';
import { cardCss } from './card-css';
import { detailCss } from './detail-css';
import { eventCss } from './event-css';
import { homeCss } from './home-css';
import { listCss } from './list-css';
import { shellCss } from './shell-css';

/** The site's own global CSS, compiled into the build-time stylesheet with Chakra's. */
export const siteGlobalCss = defineGlobalStyles({
  // Tap feedback (features/ripple): one delegated listener adds the span, this animates it.
  '.ripple': {
    position: 'absolute',
    borderRadius: 'full',
    bg: 'currentColor',
    pointerEvents: 'none',
    transform: 'scale(0)',
    animation: 'ripple 400ms ease-out forwards',
    '@media (prefers-reduced-motion: reduce)': { display: 'none' },
  },
  // No `scroll-behavior: smooth` on html: React Router's scroll restoration inherits it, so Back
  // to a long list scrolled there from the top over a second, and a restore that began while
  // the previous page's scroll to the top was still animating ended short of its place.
  '#footer': { scrollMarginTop: '4' },
  body: { bg: 'gray.50', color: 'gray.900' },
  ...cardCss,
  ...shellCss,
  ...homeCss,
  ...listCss,
  ...detailCss,
  ...eventCss,
  ...accountCss,
});
