import { describe, expect, it, vi } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

describe('home page data', () => {
  it('gives banners, the announcement, app links and featured promos and events', async () => {
    const { body } = await harness.graphql(`
      {
        banners { items { id title imageDesktop imageMobile link } pageInfo { totalCount } }
        homeAnnouncement { id title content }
        appLinks { playStore appStore appLink qrImage }
        favoritePromoEvents { items { type id slug title link pointCost } }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.banners.pageInfo.totalCount).toBe(4);
    expect(body.data.banners.items[0].imageMobile).toMatch(/^https?:\/\//);
    expect(body.data.homeAnnouncement.title).toBeTruthy();
    expect(body.data.appLinks.qrImage).toMatch(/^https?:\/\//);
    const types = new Set(body.data.favoritePromoEvents.items.map((i: { type: string }) => i.type));
    expect([...types].every((t) => t === 'PROMO' || t === 'EVENT')).toBe(true);
  });

  it('gives a public cache hint for the anonymous home query', async () => {
    const { response } = await harness.graphql(`{ banners { items { id } } appLinks { appLink } }`);
    expect(response.headers['cache-control']).toMatch(/max-age=300, public/);
  });

  it('gives a null announcement when the content API answers 204', async () => {
    // The upstream runs in this process and reads the clock: 90 days on, nothing is current.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90 * 24 * 3600 * 1000);
    try {
      const { body } = await harness.graphql(`{ homeAnnouncement { id } }`);
      expect(body.errors).toBeUndefined();
      expect(body.data.homeAnnouncement).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
