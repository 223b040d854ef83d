import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test-support/harness.js';
import { OPERATION_LIMITS } from './limits.js';

const CATEGORIES = 'query HeaderCategories { categories(pageSize: 5) { items { slug } } }';
const CATEGORIES_HASH = 'sha256:test-header-categories';
// A trusted document that is an introspection: production must still refuse it.
const INTROSPECTION = 'query Intro { __schema { types { name } } }';
const INTROSPECTION_HASH = 'sha256:test-introspection';

/** A trusted-documents manifest holding the two documents above; answers its path. */
function trustedDocuments(): string {
  const manifest = join(mkdtempSync(join(tmpdir(), 'trusted-')), 'persisted-documents.json');
  writeFileSync(
    manifest,
    JSON.stringify({ [CATEGORIES_HASH]: CATEGORIES, [INTROSPECTION_HASH]: INTROSPECTION }),
  );
  return manifest;
}

describe('GraphQL endpoint limits (development mode)', () => {
  const harness = useHarness({ env: { RATE_LIMIT_PER_MINUTE: '40' } });

  it('refuses a simple-request POST (CSRF prevention)', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ ok }' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/CSRF|preflight/i);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ ok } # ${'x'.repeat(70 * 1024)}` }),
    });
    expect(response.statusCode).toBe(413);
  });

  it(`refuses more than ${OPERATION_LIMITS.maxTokens} tokens`, async () => {
    const many = Array.from({ length: OPERATION_LIMITS.maxTokens }, () => 'ok').join(' ');
    const { body } = await harness.graphql(`{ ${many} }`);
    expect(JSON.stringify(body.errors)).toMatch(/token/i);
  });

  it(`refuses more than ${OPERATION_LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: OPERATION_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: ok`);
    const { body } = await harness.graphql(`{ ${aliases.join(' ')} }`);
    expect(JSON.stringify(body.errors)).toMatch(/alias/i);
  });

  it('does not suggest field names', async () => {
    const { body } = await harness.graphql('{ categorie { items { slug } } }');
    expect(body.errors).toHaveLength(1);
    expect(JSON.stringify(body.errors)).not.toMatch(/did you mean/i);
  });

  it('answers 429 past the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      const response = await harness.app.inject({ method: 'GET', url: '/webapi/session/refresh' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(30);
  });
});

describe('production mode', () => {
  const harness = useHarness(() => ({
    env: {
      APP_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      TRUSTED_DOCUMENTS_PATH: trustedDocuments(),
    },
  }));

  function byHash(hash: string) {
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
    return harness.app.inject({
      method: 'GET',
      url: `/graphql?extensions=${encodeURIComponent(extensions)}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
  }

  it('runs a trusted document named by its hash, over GET', async () => {
    const response = await byHash(CATEGORIES_HASH);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.categories.items).toHaveLength(5);
  });

  it('refuses an unknown hash', async () => {
    const response = await byHash('sha256:not-a-document-of-ours');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('UNKNOWN_OPERATION');
  });

  it('refuses a query sent as text, even a harmless one', async () => {
    const { status, body } = await harness.graphql('{ ok }');
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it('does not answer introspection', async () => {
    const response = await byHash(INTROSPECTION_HASH);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/introspection/i);
    expect(response.body).not.toContain('"types"');
  });

  it('does not serve the playground', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(response.headers['content-type'] ?? '').not.toMatch(/text\/html/);
  });
});
