import type { Plugin } from 'vite';
import { paths } from '../src/lib/paths';
import {
  captureEarlyEvents,
  EARLY_EVENTS_GLOBAL,
  EARLY_PRESS_ATTRIBUTE,
  FALLBACK_FORM_ATTRIBUTE,
  LOGIN_RETURN_ATTRIBUTE,
  type EarlyEventsConfig,
} from '../src/lib/early-events/capture';
import { LOGIN_REDIRECT_KEY } from '../src/lib/login-redirect';
import { inlineScript } from './inline-script';

/**
 * The site's key shortcuts, as their controls declare them in `aria-keyshortcuts`: the search
 * box's Ctrl/Cmd+K and the toasts' Alt+T (components/sonner-toaster.tsx).
 */
export const EARLY_SHORTCUTS = ['Control+K', 'Meta+K', 'Alt+T'];

/** The capture's text, called with the site's paths: an inline script's body. */
export function earlyEventsScript(): string {
  const config: EarlyEventsConfig = {
    loginPath: paths.login(),
    redirectPath: paths.redirect(),
    loginRedirectKey: LOGIN_REDIRECT_KEY,
    returnAttribute: LOGIN_RETURN_ATTRIBUTE,
    pressedAttribute: EARLY_PRESS_ATTRIBUTE,
    fallbackFormAttribute: FALLBACK_FORM_ATTRIBUTE,
    globalName: EARLY_EVENTS_GLOBAL,
    shortcuts: EARLY_SHORTCUTS,
  };
  return inlineScript(`(${captureEarlyEvents.toString()})(${JSON.stringify(config)});`);
}

/** Opens the body with the early-event capture, under the page's nonce. */
export function withEarlyEvents(html: string, nonce: string): string {
  if (!html.includes('<body>')) throw new Error('early-events: the template has no <body>');
  return html.replace(
    '<body>',
    `<body>\n    <script nonce="${nonce}">${earlyEventsScript()}</script>`,
  );
}

/**
 * A press from the first paint (lib/early-events): the page's code loads after it (see
 * code-after-paint-plugin.ts). Dev and build alike.
 */
export function earlyEventsPlugin(nonce: string): Plugin {
  return {
    name: 'myvalue:early-events',
    transformIndexHtml: { order: 'post', handler: (html) => withEarlyEvents(html, nonce) },
  };
}
