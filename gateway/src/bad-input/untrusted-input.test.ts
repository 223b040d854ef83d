// The one boundary for untrusted strings (graphql/untrusted-input.ts; docs/security.md,
// "Untrusted input"): GraphQL arguments and variables, and through server rendering the pages'
// route and query parameters. Each refusal is a 400 BAD_USER_INPUT or the site's 404, never a
// 5xx, and the value never reaches the upstream.
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../graphql/untrusted-input.js';
import { clientBuilt, useHarness, type Harness } from '../test-support/harness.js';

const LONG = 'x'.repeat(3000);

/** No upstream call carried the hostile value, and none was refused. */
async function expectNothingHostileUpstream(harness: Harness, needles: string[]) {
  const calls = await harness.upstreamRequests();
  for (const call of calls) {
    const sent = `${call.path}?${call.query}`;
    for (const needle of needles) expect(sent, sent).not.toContain(needle);
    expect(call.status, sent).toBeLessThan(400);
  }
}

describe('GraphQL string arguments and variables', () => {
  const harness = useHarness({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });

  it.each([
    ['search with NUL', 'query ($q: String!) { search(q: $q) { q } }', { q: 'a\u0000b' }],
    ['promo slug with NUL', 'query ($s: String!) { promo(slug: $s) { id } }', { s: 'a\u0000b' }],
    [
      'promo slug, a lone surrogate',
      'query ($s: String!) { promo(slug: $s) { id } }',
      { s: '\ud800' },
    ],
    [
      'category slug, a control character',
      'query ($s: String!) { category(slug: $s) { id } }',
      { s: 'a\u001bb' },
    ],
    [
      'a slug past its limit',
      'query ($s: String!) { promo(slug: $s) { id } }',
      { s: 'x'.repeat(INPUT_LIMITS.slug + 1) },
    ],
    [
      'a search past its limit',
      'query ($q: String!) { search(q: $q) { q } }',
      { q: 'x'.repeat(INPUT_LIMITS.search + 1) },
    ],
    [
      'a filter inside an input object',
      'query ($f: PromoFilter) { promos(filter: $f) { items { id } } }',
      { f: { category: 'x\u0000' } },
    ],
    [
      'free text past its limit',
      'mutation ($i: PartnerInquiryInput!) { submitPartnerInquiry(input: $i) { ok } }',
      {
        i: {
          companyName: 'PT A',
          contactName: 'Ani',
          email: 'a@b.id',
          phone: '0812345678',
          message: 'x'.repeat(INPUT_LIMITS.text + 1),
        },
      },
    ],
    ['a search with DEL', 'query ($q: String!) { search(q: $q) { q } }', { q: 'a\u007fb' }],
  ])('refuses %s with BAD_USER_INPUT, calling nothing', async (_name, query, variables) => {
    const { status, body } = await harness.graphql(query, variables);
    expect(status).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(/^Masukan tidak valid: /);
    expect(await harness.upstreamRequests()).toEqual([]);
  });

  it('refuses a literal argument the same way', async () => {
    const { status, body } = await harness.graphql('{ promo(slug: "a\\u0000b") { id } }');
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await harness.upstreamRequests()).toEqual([]);
  });

  it('takes tab, newline, emoji and any script', async () => {
    const { status, body } = await harness.graphql('query ($q: String!) { search(q: $q) { q } }', {
      q: 'kopi\tsusu\n🍵 ☕ Kopi ร้าน',
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('answers null for an all-digit slug past the largest id, without asking', async () => {
    const { status, body } = await harness.graphql(
      '{ category(slug: "99999999999999999999") { id } }',
    );
    expect(status).toBe(200);
    expect(body.data.category).toBeNull();
    expect(await harness.upstreamRequests()).toEqual([]);
  });
});

describe.runIf(clientBuilt)('page parameters, through server rendering', () => {
  const harness = useHarness({
    ssr: true,
    env: { PAGE_CACHE_SECONDS: '60', RATE_LIMIT_PER_MINUTE: '100000' },
  });

  it.each([
    '/promo?category=x%00y',
    '/promo?merchant=%2Fe%00',
    '/search?q=abc%00',
    '/article?category=%00',
    '/promo/a%00b',
    '/category/%00',
    '/promo/{3000 x}',
    '/promo?category={3000 x}',
    '/category/99999999999999999999',
    '/event/a%1Bb',
    '/referral?code=a%00b',
    '/referral?code={3000 x}',
  ])('answers %s with the 404 page, asking the upstream nothing of it', async (shown) => {
    const url = shown.replace('{3000 x}', LONG);
    const response = await harness.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(404);
    // Decided by the loaders: the page is not rendered again to ask a second time.
    expect(response.headers['x-render-passes'], url).toBe('1');
    expect(response.body).toContain('Tidak Ditemukan');
    expect(response.headers['x-page-cache']).not.toBe('hit');
    await expectNothingHostileUpstream(harness, ['%00', LONG.slice(0, 200), '%1B']);
  });

  it('searches for invalid UTF-8 in a query string as the replacement character it decodes to', async () => {
    // URLSearchParams decodes %ED%A0%80 (a surrogate in UTF-8) to U+FFFD, which is text.
    const response = await harness.app.inject({
      url: '/search?q=%ED%A0%80',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
  });
});
