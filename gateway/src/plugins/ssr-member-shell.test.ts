import { describe, expect, it } from 'vitest';
import { clientBuilt, useHarness } from '../test-support/harness.js';
import { BUDI, SITI, signInNewMember, useSignedIn } from '../test-support/sign-in.js';

/** What a page rendered for each demo member holds (the header's member data). */
const MARKERS = {
  budi: ['budi@contoh.id', 'MV-0001-2026', 'Budi Santoso'],
  siti: ['siti@contoh.id', 'MV-0002-2026', 'Siti Rahma'],
};

/**
 * The shared part of a member's page: the shell as stored, everything before the member's own
 * parts (React's hidden `S:` parts) and the member's data script.
 */
function sharedPart(html: string): string {
  const own = html.search(/<div hidden id="S:|<script id="ssr-state"/);
  return html.slice(0, own);
}

describe.runIf(clientBuilt)('members’ pages from a shared shell', () => {
  const harness = useHarness({ ssr: true, env: { PAGE_CACHE_SECONDS: '60' } });
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
      // The shared part carries nobody's data: the member's come after it.
      for (const marker of [...MARKERS.budi, ...MARKERS.siti]) {
        expect(sharedPart(page.body), name).not.toContain(marker);
      }
    }

    const visitor = await get(url);
    expect(visitor.headers['x-page-cache']).toBe('miss');
    for (const marker of [...MARKERS.budi, ...MARKERS.siti]) {
      expect(visitor.body).not.toContain(marker);
    }
  });

  it('shows a bookmark on the next page view, from the same shell', async () => {
    const member = await signInNewMember(harness);
    const url = `/promo/${await promoSlug('1')}`;
    const before = await get(url, member.cookie);
    expect(before.body).toContain('aria-pressed="false"');

    const set = await harness.graphql(
      `mutation { setPromoBookmark(promoId: "1", bookmarked: true) { ok } }`,
      undefined,
      member.cookie,
    );
    expect(set.body.data.setPromoBookmark.ok).toBe(true);

    const after = await get(url, member.cookie);
    expect(after.headers['x-member-shell']).toBe('hit');
    // The shell holds the visitor's button (its fallback); the member's part is pressed.
    expect(sharedPart(after.body)).not.toContain('aria-pressed="true"');
    expect(after.body.slice(sharedPart(after.body).length)).toContain('aria-pressed="true"');
  });

  it('renders the account area whole, for the member alone', async () => {
    const page = await get('/account', budi.cookie);
    expect(page.headers['x-member-shell']).toBeUndefined();
    expect(page.body).toContain('Budi Santoso');
  });
});
