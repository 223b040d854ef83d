/** On a sign-in link, where the member should come back to when it is not the current page. */
export const LOGIN_RETURN_ATTRIBUTE = 'data-login-return';

/**
 * SPEC 4's login click: a click on a sign-in link (`a[href=loginPath]`), except on the sign-on
 * return page, stores where the member was (the link's `data-login-return`, else the current
 * path, query and hash) in session storage under `key`. Inlined into the page's HTML
 * (build/login-clicks-plugin.ts) so it holds from the first paint, before the page's code has
 * loaded; one listener on the document serves every sign-in link, of any page the app renders
 * later as well. Self-contained: it runs as the text of an inline script.
 */
export function listenForLoginClicks(
  loginPath: string,
  redirectPath: string,
  key: string,
  returnAttribute: string,
) {
  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest('a[href="' + loginPath + '"]')
          : null;
      if (!link || location.pathname === redirectPath) return;
      try {
        sessionStorage.setItem(
          key,
          link.getAttribute(returnAttribute) || location.pathname + location.search + location.hash,
        );
      } catch {
        // Storage may be off (private mode): the member then lands on the home page.
      }
    },
    true,
  );
}
