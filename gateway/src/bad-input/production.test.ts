// Nothing internal in production (docs/security.md): whatever fails, no page (its HTML, the
// router's error data and the Apollo state inlined in it) and no GraphQL error carries an
// upstream's address or path, a stack trace or an exception's message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientBuilt, useHarness, type Harness } from '../test-support/harness.js';
import { internalDetail } from '../test-support/internal-detail.js';

function expectNothingInternal(harness: Harness, text: string, what: string) {
  for (const pattern of internalDetail(harness)) expect(text, what).not.toMatch(pattern);
}

/** The trusted document's hash for an operation of the client, by its name. */
function hashOf(harness: Harness, operation: string): string {
  const manifest = JSON.parse(readFileSync(harness.config.trustedDocumentsPath, 'utf8')) as Record<
    string,
    string
  >;
  const found = Object.entries(manifest).find(([, text]) =>
    new RegExp(`\\b(?:query|mutation) ${operation}\\b`).test(text),
  );
  if (!found) throw new Error(`No trusted document for ${operation}`);
  return found[0];
}

describe.runIf(clientBuilt)('production: nothing internal in any answer', () => {
  const harness = useHarness({
    ssr: true,
    env: {
      APP_ENV: 'production',
      SESSION_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      RATE_LIMIT_PER_MINUTE: '100000',
      UPSTREAM_TIMEOUT_MS: '1000',
    },
  });

  function operation(name: string, variables: Record<string, unknown>) {
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: hashOf(harness, name) },
    });
    return harness.app.inject({
      url: `/graphql?extensions=${encodeURIComponent(extensions)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
  }

  it.each([
    ['answering 500', { status: 500 }],
    ['answering 400', { status: 400 }],
    ['dropping the connection', { reply: 'reset' }],
    ['answering invalid JSON', { reply: 'invalid-json' }],
  ] as const)(
    'the content API %s: the page and the GraphQL error say only what happened',
    async (_name, fault) => {
      await harness.injectFaults([{ path: '/content/v1/search', ...fault }]);
      const page = await harness.app.inject({
        url: '/search?q=kopi',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBeGreaterThanOrEqual(400);
      // An upstream's 400 says the URL asked for nothing it has: the 404 page.
      expect(page.body).toMatch(/Terjadi Kesalahan|Tidak Ditemukan/);
      expectNothingInternal(harness, page.body, 'page');

      const response = await operation('Search', { q: 'kopi', limit: 4 });
      const body = response.json();
      expect(body.errors[0].extensions.code).toMatch(/^UPSTREAM_|BAD_USER_INPUT/);
      expect(Object.keys(body.errors[0].extensions).sort()).toEqual(['code', 'status']);
      expectNothingInternal(harness, response.body, 'GraphQL');
    },
  );

  it('refuses hostile input the same way, in Indonesian, with nothing internal', async () => {
    const response = await operation('Search', { q: 'abc\u0000', limit: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(response.json().errors[0].message).toMatch(/^Masukan tidak valid/);
    expectNothingInternal(harness, response.body, 'GraphQL');

    const page = await harness.app.inject({
      url: '/search?q=abc%00',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expectNothingInternal(harness, page.body, 'page');
  });
});
