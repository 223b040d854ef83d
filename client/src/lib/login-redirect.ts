import { paths } from './paths';

/** SPEC 4: where the member wanted to be, kept across the sign-on round trip. */
export const LOGIN_REDIRECT_KEY = 'login-redirect';

/** Stores the current full path (path, query, hash) unless the page is /redirect itself. */
export function rememberLoginRedirect(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  if (location.pathname === paths.redirect()) return;
  try {
    sessionStorage.setItem(
      LOGIN_REDIRECT_KEY,
      `${location.pathname}${location.search}${location.hash}`,
    );
  } catch {
    // Storage may be off (private mode): the member then lands on the home page.
  }
}

/** Reads and removes the stored path. */
export function takeLoginRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(LOGIN_REDIRECT_KEY);
    sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
    return value;
  } catch {
    return null;
  }
}
