import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

const harness = useHarness();

describe('campaigns', () => {
  it('lists campaigns from the v2 list, with banners', async () => {
    const { body } = await harness.graphql(
      `{ campaigns { items { id slug title link promoCount banner { desktop mobile } } pageInfo { totalCount } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.campaigns.pageInfo.totalCount).toBe(6);
    const first = body.data.campaigns.items[0];
    expect(first.banner.desktop).toMatch(/^https?:\/\//);
    expect(first.link).toBe(`/campaign/${first.slug}`);
    expect(await harness.calls('/content/v2/campaigns')).toHaveLength(1);
  });

  it('gives one campaign with its promos, by slug and id, fetched once', async () => {
    const list = await harness.graphql(`{ campaigns(pageSize: 1) { items { id slug } } }`);
    const { id, slug } = list.body.data.campaigns.items[0];
    await harness.resetUpstreamLog();
    const { body } = await harness.graphql(`
      {
        a: campaign(slug: "${slug}") { id description promos { id slug } }
        b: campaign(slug: "${slug}") { promos { id } }
        missing: campaign(slug: "tidak-ada") { id }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.a.id).toBe(id);
    expect(body.data.a.promos.length).toBeGreaterThan(0);
    expect(body.data.missing).toBeNull();
    expect(await harness.calls(`/content/v1/campaigns/${slug}`)).toHaveLength(1);

    await harness.resetUpstreamLog();
    const byId = await harness.graphql(`{ campaign(slug: "${id}") { slug } }`);
    expect(byId.body.data.campaign.slug).toBe(slug);
  });

  it('loads the promos of list items through the loader, once per campaign', async () => {
    const { body } = await harness.graphql(
      `{ campaigns(pageSize: 2) { items { id promos { id } } } }`,
    );
    expect(body.errors).toBeUndefined();
    for (const campaign of body.data.campaigns.items) {
      expect(await harness.calls(`/content/v1/campaigns/${campaign.id}`)).toHaveLength(1);
    }
  });
});

describe('campaigns of events', () => {
  it('lists them and gives one with its events', async () => {
    const { body } = await harness.graphql(
      `{ campaignEvents { items { id slug link eventCount } pageInfo { totalCount } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.campaignEvents.pageInfo.totalCount).toBe(4);
    const { slug } = body.data.campaignEvents.items[0];
    const one = await harness.graphql(
      `{ campaignEvent(slug: "${slug}") { slug link events { slug } } none: campaignEvent(slug: "tidak-ada") { id } }`,
    );
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.campaignEvent.link).toBe(`/campaign-event/${slug}`);
    expect(one.body.data.campaignEvent.events.length).toBeGreaterThan(0);
    expect(one.body.data.none).toBeNull();
  });

  it('fetches one campaign of events once per request, list items included', async () => {
    const list = await harness.graphql(`{ campaignEvents(pageSize: 1) { items { id slug } } }`);
    const { id, slug } = list.body.data.campaignEvents.items[0];
    await harness.resetUpstreamLog();
    const { body } = await harness.graphql(`
      {
        campaignEvents(pageSize: 1) { items { events { id } } }
        a: campaignEvent(slug: "${slug}") { events { id } }
        b: campaignEvent(slug: "${slug}") { id }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.a.events).toEqual(body.data.campaignEvents.items[0].events);
    // The list item's events are loaded by id, the detail by slug: each call made once.
    expect(await harness.calls(`/content/v1/campaign-event/${slug}`)).toHaveLength(1);
    expect((await harness.calls(`/content/v1/campaign-event/${id}`)).length).toBeLessThanOrEqual(1);
  });
});
