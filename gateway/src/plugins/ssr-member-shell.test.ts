import { createClient } from '@keyv/redis';
import { describe, expect, it } from 'vitest';
import { clientBuilt, useHarness, type Harness } from '../test-support/harness.js';
import { hasRedisServer, useRedis } from '../test-support/redis.js';
import {
  BUDI,
  SITI,
  signInNewMember,
  useSignedIn,
  type SignedIn,
} from '../test-support/sign-in.js';

/** What a page rendered for each demo member holds (the header's member data). */
const MARKERS = {
  budi: ['budi@contoh.id', 'MV-0001-2026', 'Budi Santoso'],
  siti: ['siti@contoh.id', 'MV-0002-2026', 'Siti Rahma'],
};

const EVERY_MARKER = [...MARKERS.budi, ...MARKERS.siti];

/** Everything the shared page store holds: each stored page and shell as Redis has it. */
async function storedPages(redisUrl: string): Promise<Map<string, string>> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const keys = await client.keys('*');
    return new Map(
      await Promise.all(keys.map(async (key) => [key, (await client.get(key)) ?? ''] as const)),
    );
  } finally {
    await client.close();
  }
}

/**
 * `member` runs `mutation { field(args) { ok } }`, failing the test here unless it was done: the
 * page views after it look for what it changed.
 */
async function mutateAs(harness: Harness, member: SignedIn, field: string, args: string) {
  const { body } = await harness.graphql(
    `mutation { ${field}(${args}) { ok } }`,
    undefined,
    member.cookie,
  );
  expect(body.data[field].ok, field).toBe(true);
}

// The shared store is Redis here, as with replicas: what it holds can be read back.
describe.runIf(clientBuilt && hasRedisServer())('members’ pages from a shared shell', () => {
  const redis = useRedis();
  const harness = useHarness(() => ({
    ssr: true,
    env: { PAGE_CACHE_SECONDS: '60', REDIS_URL: redis.url },
  }));
  const budi = useSignedIn(harness, BUDI);
  const siti = useSignedIn(harness, SITI);

  const get = (url: string, cookie?: string) =>
    harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function promoSlug(id: string): Promise<string> {
    const { body } = await harness.graphql(`{ promo(slug: "${id}") { slug } }`);
    return body.data.promo.slug as string;
  }

  it('renders the shell once for every member; each fills in only their own parts', async () => {
    const url = `/promo/${await promoSlug('2')}`;
    const pages = [];
    for (const [name, member] of [
      ['budi', budi],
      ['siti', siti],
      ['budi', budi],
    ] as const) {
      const page = await get(url, member.cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      pages.push({ name, page });
    }
    expect(pages.map(({ page }) => page.headers['x-member-shell'])).toEqual(['miss', 'hit', 'hit']);

    for (const { name, page } of pages) {
      const other = name === 'budi' ? 'siti' : 'budi';
      for (const marker of MARKERS[name]) expect(page.body, name).toContain(marker);
      for (const marker of MARKERS[other]) expect(page.body, name).not.toContain(marker);
    }

    // The shell as stored holds nobody's data, and no visitor gets any.
    const stored = await storedPages(redis.url);
    const shells = [...stored].filter(([key]) => key.includes(':shell:'));
    expect(shells.map(([key]) => key)).toEqual([expect.stringContaining(url)]);
    for (const [key, value] of stored) {
      for (const marker of EVERY_MARKER) expect(value, key).not.toContain(marker);
    }
    const visitor = await get(url);
    expect(visitor.headers['x-page-cache']).toBe('miss');
    for (const marker of EVERY_MARKER) expect(visitor.body).not.toContain(marker);
  });

  it('shows a bookmark on the next page view, from the same shell', async () => {
    const member = await signInNewMember(harness);
    const url = `/promo/${await promoSlug('1')}`;
    const before = await get(url, member.cookie);
    expect(before.body).toContain('aria-pressed="false"');

    await mutateAs(harness, member, 'setPromoBookmark', 'promoId: "1", bookmarked: true');

    const after = await get(url, member.cookie);
    expect(after.headers['x-member-shell']).toBe('hit');
    expect(after.body).toContain('aria-pressed="true"');
    expect(after.body).not.toContain('aria-pressed="false"');
  });

  it('serves the account area from its shell too: each page is the member’s, titled', async () => {
    const url = '/account';
    const pages = [];
    for (const [name, member] of [
      ['budi', budi],
      ['siti', siti],
    ] as const) {
      pages.push({ name, page: await get(url, member.cookie) });
    }
    expect(pages.map(({ page }) => page.headers['x-member-shell'])).toEqual(['miss', 'hit']);
    for (const { name, page } of pages) {
      const other = name === 'budi' ? 'siti' : 'budi';
      // The account home shows the member's own profile, not only the header's button.
      expect(page.body, name).toContain(`data-testid="profile-card"`);
      for (const marker of MARKERS[name]) expect(page.body, name).toContain(marker);
      for (const marker of MARKERS[other]) expect(page.body, name).not.toContain(marker);
      expect(page.body, name).toContain('<title>Akun Saya');
    }
    const stored = await storedPages(redis.url);
    const shell = [...stored].find(([key]) => key.endsWith(`:shell:${url}`));
    expect(shell).toBeDefined();
    for (const marker of EVERY_MARKER) expect(shell![1]).not.toContain(marker);
    // A visitor is still sent home.
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/');
  });

  it('shows a claim and a new name on the next page view, from the same shell', async () => {
    const member = await signInNewMember(harness);
    // One voucher per member, so the claim changes what the page offers them.
    await harness.upstream.app.upstream.db.query(
      'UPDATE promos SET max_per_member = 1 WHERE id = 1',
    );
    const url = `/promo/${await promoSlug('1')}`;
    const before = await get(url, member.cookie);
    expect(before.body).not.toContain('data-testid="claim-reason"');
    expect(before.body).not.toContain('Sekar Ayu');

    await mutateAs(harness, member, 'claimVoucher', 'promoId: "1"');
    await mutateAs(harness, member, 'updateName', 'firstName: "Sekar", lastName: "Ayu"');

    const after = await get(url, member.cookie);
    expect(after.headers['x-member-shell']).toBe('hit');
    expect(after.body).toContain('data-testid="claim-reason"');
    expect(after.body).toContain('Sekar Ayu');
  });
});

describe.runIf(clientBuilt)('a member’s shell when the content changes upstream', () => {
  // Fresh for a second, then served stale while one render refreshes it (docs/architecture.md,
  // "Compression and the shared page cache"); no response cache, so the change reaches the
  // next render at once.
  const harness = useHarness({
    ssr: true,
    env: { PAGE_CACHE_SECONDS: '1', PAGE_CACHE_STALE_SECONDS: '60', RESPONSE_CACHE: 'off' },
  });

  const get = (url: string, cookie: string) =>
    harness.app.inject({ method: 'GET', url, headers: { cookie } });
  const stock = (html: string) => /data-testid="promo-stock">([^<]+)</.exec(html)?.[1];

  it('shows the change once the shell is past its freshness', async () => {
    const [reader, claimer] = [await signInNewMember(harness), await signInNewMember(harness)];
    const { body } = await harness.graphql(`{ promo(slug: "1") { id slug stock price } }`);
    const promo = body.data.promo as { id: string; slug: string; stock: number; price: number };
    expect(promo.price).toBe(0);
    const url = `/promo/${promo.slug}`;

    const first = await get(url, reader.cookie);
    expect(first.headers['x-member-shell']).toBe('miss');
    expect(stock(first.body)).toBe(`${promo.stock} voucher`);

    await mutateAs(harness, claimer, 'claimVoucher', `promoId: "${promo.id}"`);
    // Within its freshness the stored shell is served as it is.
    expect(stock((await get(url, reader.cookie)).body)).toBe(`${promo.stock} voucher`);

    // Past it, a view is answered from the stale shell while one render refreshes it; the
    // views after that show the change.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect
      .poll(async () => stock((await get(url, reader.cookie)).body), { timeout: 5000 })
      .toBe(`${promo.stock - 1} voucher`);
  });
});
