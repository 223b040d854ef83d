import type { Plugin } from 'vite';
import { paths } from '../src/lib/paths';
import { LOGIN_RETURN_ATTRIBUTE, listenForLoginClicks } from '../src/lib/login-click-listener';
import { LOGIN_REDIRECT_KEY } from '../src/lib/login-redirect';

/** The listener's text, called with the site's paths: an inline script's body. */
export function loginClicksScript(): string {
  const args = [paths.login(), paths.redirect(), LOGIN_REDIRECT_KEY, LOGIN_RETURN_ATTRIBUTE];
  return `(${listenForLoginClicks.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}

/** Opens the body with the sign-in click listener, under the page's nonce. */
export function withLoginClicks(html: string, nonce: string): string {
  if (!html.includes('<body>')) throw new Error('login-clicks: the template has no <body>');
  return html.replace(
    '<body>',
    `<body>\n    <script nonce="${nonce}">${loginClicksScript()}</script>`,
  );
}

/**
 * SPEC 4's return path from the first paint: the page's code loads after it (see
 * code-after-paint-plugin.ts), and a sign-in link tapped before then must still store where the
 * member was. Dev and build alike: it is the only thing that stores it for a link.
 */
export function loginClicksPlugin(nonce: string): Plugin {
  return {
    name: 'myvalue:login-clicks',
    transformIndexHtml: { order: 'post', handler: (html) => withLoginClicks(html, nonce) },
  };
}
