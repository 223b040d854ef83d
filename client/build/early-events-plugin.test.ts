import { describe, expect, it } from 'vitest';
import { withEarlyEvents } from './early-events-plugin';

const template = '<html><head></head><body>\n    <div id="root"></div>\n  </body></html>';

/** Runs the page's inline script with stand-ins for the browser's globals; returns a clicker. */
function runInlineScript(html: string, page: { pathname: string; search?: string; hash?: string }) {
  const script = /<body>\s*<script nonce="N">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no inline script at the start of the body');
  class FakeElement {
    constructor(private readonly link: { href: string; returnTo?: string } | null) {}
    closest(selector: string) {
      const link = this.link;
      if (!link || selector !== `a[href="${link.href}"]`) return null;
      return {
        getAttribute: (name: string) =>
          name === 'data-login-return' ? (link.returnTo ?? null) : null,
      };
    }
  }
  const listeners = new Map<string, (event: { target: unknown }) => void>();
  const stored = new Map<string, string>();
  const document = {
    addEventListener: (
      type: string,
      listener: (event: { target: unknown }) => void,
      capture: boolean,
    ) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
  };
  const window = {};
  const location = { search: '', hash: '', ...page };
  const sessionStorage = { setItem: (key: string, value: string) => stored.set(key, value) };
  new Function('window', 'document', 'location', 'sessionStorage', 'Element', script)(
    window,
    document,
    location,
    sessionStorage,
    FakeElement,
  );
  expect([...listeners.keys()].sort()).toEqual(['click', 'keydown', 'submit']);
  return {
    stored,
    click(link: { href: string; returnTo?: string } | null) {
      listeners.get('click')!({ target: new FakeElement(link) });
    },
  };
}

describe('the page template stores the sign-in return path from the first paint', () => {
  const page = withEarlyEvents(template, 'N');

  it('opens the body with one script under the nonce', () => {
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toMatch(/<body>\s*<script nonce="N">/);
  });

  it('stores the full current path on a click on a sign-in link (SPEC 4)', () => {
    const browser = runInlineScript(page, {
      pathname: '/promo',
      search: '?sort=newest',
      hash: '#list',
    });
    browser.click({ href: '/webapi/auth/login' });
    expect(browser.stored.get('login-redirect')).toBe('/promo?sort=newest#list');
  });

  it("stores the link's own return path when it names one", () => {
    const browser = runInlineScript(page, { pathname: '/about' });
    browser.click({ href: '/webapi/auth/login', returnTo: '/account/poin' });
    expect(browser.stored.get('login-redirect')).toBe('/account/poin');
  });

  it('stores nothing for other links, nor on the sign-on return page', () => {
    const elsewhere = runInlineScript(page, { pathname: '/promo' });
    elsewhere.click({ href: '/event' });
    elsewhere.click(null);
    expect(elsewhere.stored.size).toBe(0);
    const onRedirect = runInlineScript(page, { pathname: '/redirect', search: '?error=x' });
    onRedirect.click({ href: '/webapi/auth/login' });
    expect(onRedirect.stored.size).toBe(0);
  });

  it('fails the build when the template has no body tag', () => {
    expect(() => withEarlyEvents('<html></html>', 'N')).toThrow(/no <body>/);
  });
});
