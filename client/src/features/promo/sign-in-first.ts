import { paths } from '../../lib/paths';
import { rememberLoginRedirect } from '../../lib/login-redirect';

/**
 * Sends a visitor through sign-in and back to this page: the same `login-redirect` flow as
 * 'Masuk / Daftar'. `hash` marks what they were doing (`#klaim` reopens the claim dialog).
 */
export function signInFirst(hash = '') {
  rememberLoginRedirect({
    pathname: window.location.pathname,
    search: window.location.search,
    hash,
  });
  window.location.assign(paths.login());
}
