// The reference sign-on host's login form over HTTP, and the demo members it knows. Shared by
// the gateway's tests (gateway/src/test-support/sign-in.ts), the bench and the load run
// (scripts/bench/session.mjs) and the scan (scripts/scan.mjs): plain JavaScript with a .d.mts
// beside it, so both can import it.

/** The seeded members (upstream/src/db/seed/identity.ts), as the login form takes them. */
export const BUDI = Object.freeze({ identifier: 'budi@contoh.id', password: 'Rahasia123' });
export const SITI = Object.freeze({ identifier: 'siti@contoh.id', password: 'Rahasia123' });

/** The `name=value` pairs of the cookies a fetch response sets (expired ones as `name=`). */
function cookiePairs(response) {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]);
}

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCharCode(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hidden fields of the sign-on host's form (OAuth parameters, CSRF token), decoded. */
export function hiddenFields(html) {
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input\s+type="hidden"\s+name="([^"]+)"\s+value="([^"]*)"/g,
  )) {
    fields.set(name, decodeEntities(value));
  }
  return fields;
}

/**
 * Opens the authorize address the site's login redirect named and posts its form with `form`'s
 * fields over the hidden ones, as a browser would; returns the address the host sends the
 * browser back to, with the code. Throws when the host does not send it back with one.
 */
async function submitAtSignOnHost(authorizeUrl, form) {
  const page = await fetch(authorizeUrl);
  const fields = hiddenFields(await page.text());
  for (const [name, value] of Object.entries(form)) fields.set(name, value);
  const submitted = await fetch(authorizeUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiePairs(page).join('; '),
    },
    body: fields.toString(),
    redirect: 'manual',
  });
  const back = new URL(submitted.headers.get('location') ?? 'http://invalid/');
  if (!back.searchParams.get('code')) {
    throw new Error(`Sign-in failed at the sign-on host (${submitted.status})`);
  }
  return back;
}

/** Signs `member` in on the login form (see `submitAtSignOnHost`). */
export function loginAtSignOnHost(authorizeUrl, member = BUDI) {
  return submitAtSignOnHost(authorizeUrl, {
    action: 'login',
    identifier: member.identifier,
    password: member.password,
  });
}

/**
 * Registers a new member on the "Daftar" form (see `submitAtSignOnHost`): a unique e-mail and
 * phone, no points, nothing claimed, for a test that changes a member.
 */
export function registerAtSignOnHost(authorizeUrl) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return submitAtSignOnHost(authorizeUrl, {
    action: 'register',
    first_name: 'Uji',
    last_name: 'Coba',
    email: `uji-${unique}@contoh.id`,
    phone: `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'Rahasia123',
  });
}

/**
 * Signs `member` in to the site running at `site` over HTTP, as a browser does: the site's
 * login redirect, the sign-on host's form, the return to /redirect. Returns the `name=value`
 * pairs of the session cookies the site set; throws when it set none.
 */
export async function signInAtSite(site, member = BUDI) {
  const login = await fetch(`${site}/webapi/auth/login`, { redirect: 'manual' });
  const authorizeUrl = login.headers.get('location');
  if (!authorizeUrl) throw new Error(`login did not redirect (${login.status})`);
  const back = await loginAtSignOnHost(authorizeUrl, member);
  const returned = await fetch(`${site}/redirect${back.search}`, {
    headers: { cookie: cookiePairs(login).join('; ') },
    redirect: 'manual',
  });
  const session = cookiePairs(returned).filter((pair) => !pair.endsWith('='));
  if (!session.some((pair) => pair.startsWith('access-token='))) {
    throw new Error(`no session cookie after the return (${returned.status})`);
  }
  return session;
}
