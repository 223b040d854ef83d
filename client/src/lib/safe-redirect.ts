const BASE = 'http://same-site.invalid';
// C0 controls, space, DEL, C1 controls and Unicode spaces/separators, BOM.
const UNSAFE_CHAR =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHAR = /[\u0000-\u001f\u007f-\u009f]/;

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function looksSafe(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  if (UNSAFE_CHAR.test(path)) return false;
  return true;
}

/**
 * The path to go back to after sign-in, or '/' when the stored value is anything but a
 * path on this site: no other host (`//host`, `/\host`, `https://site@host`), no scheme
 * (`javascript:`), no whitespace or control characters, no percent-encoded variant of those.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!looksSafe(value)) return '/';
  // Encoded variants: the decoded path must pass the same test; the decoded query and hash
  // may hold spaces (a search for 'kopi susu') but never control characters.
  const decoded = decodeRepeatedly(value);
  if (decoded === null || CONTROL_CHAR.test(decoded)) return '/';
  const decodedPath = decoded.split(/[?#]/, 1)[0] ?? '';
  if (!looksSafe(decodedPath)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
