// The reference sign-on host's login form over HTTP, and the demo members it knows. Shared by
// the gateway's tests (gateway/src/test-support/sign-in.ts), the bench and the load run
// (scripts/bench/session.mjs): plain JavaScript with a .d.mts beside it, so both can import it.

/** The seeded members (upstream/src/db/seed/identity.ts), as the login form takes them. */
export const BUDI = Object.freeze({ identifier: 'budi@contoh.id', password: 'Rahasia123' });
export const SITI = Object.freeze({ identifier: 'siti@contoh.id', password: 'Rahasia123' });

/** The `name=value` pairs of the cookies a fetch response sets (expired ones as `name=`). */
export function cookiePairs(response) {
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
 * Opens the authorize address the site's login redirect named and posts the login form with
 * `member`'s credentials, as a browser would; returns the address the host sends the browser
 * back to, with the code. Throws when the host does not send it back with one.
 */
export async function loginAtSignOnHost(authorizeUrl, member = BUDI) {
  const form = await fetch(authorizeUrl);
  const fields = hiddenFields(await form.text());
  fields.set('action', 'login');
  fields.set('identifier', member.identifier);
  fields.set('password', member.password);
  const submitted = await fetch(authorizeUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookiePairs(form).join('; '),
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
