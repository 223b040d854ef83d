import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { errorResponses, notFound } from '../../http/errors.js';
import { type PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import type { PublicUrl } from '../../http/public-url.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { optionalMember } from '../../identity/auth/member.js';
import { Event, selectEvents, toEvent, type EventRow } from '../events/model.js';
import { Promo, toPromo } from '../promos/model.js';
import { findPromos } from '../promos/repository.js';
import { Banner, Params, SlugParams, asId, iso } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

const Campaign = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe('HTML; sanitise before rendering'),
  image: z.string().describe('Absolute URL, 16:9'),
  startAt: z.string(),
  endAt: z.string(),
});
const CampaignV2 = Campaign.extend({
  banner: Banner,
  promoCount: z.int().describe('Promos of the campaign still valid'),
});
const CampaignDetail = CampaignV2.extend({ promos: z.array(Promo) });

const CampaignEvent = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().describe('HTML; sanitise before rendering'),
  image: z.string(),
  banner: Banner,
  eventCount: z.int(),
});
const CampaignEventDetail = CampaignEvent.extend({ events: z.array(Event) });

/** What a campaign and a campaign event (a campaign of events) have alike: their page's banner. */
interface BannerPageRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  image_path: string;
  banner_desktop_path: string;
  banner_mobile_path: string;
}

interface CampaignRow extends BannerPageRow {
  start_at: Date;
  end_at: Date;
  promo_count: number;
}

interface CampaignEventRow extends BannerPageRow {
  event_count: number;
}

const selectCampaigns = `
  SELECT c.id, c.slug, c.title, c.description, c.image_path, c.banner_desktop_path,
         c.banner_mobile_path, c.start_at, c.end_at,
         (SELECT count(*)::int FROM campaign_promos cp JOIN promos p ON p.id = cp.promo_id
           WHERE cp.campaign_id = c.id AND p.valid_to >= $1) AS promo_count
    FROM campaigns c`;

const selectCampaignEvents = `
  SELECT c.id, c.slug, c.title, c.description, c.image_path, c.banner_desktop_path,
         c.banner_mobile_path,
         (SELECT count(*)::int FROM event_campaign_events ce WHERE ce.event_campaign_id = c.id) AS event_count
    FROM event_campaigns c`;

function toBannerPage(row: BannerPageRow, publicUrl: PublicUrl) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: publicUrl.storage(row.image_path),
    banner: {
      desktop: publicUrl.storage(row.banner_desktop_path),
      mobile: publicUrl.storage(row.banner_mobile_path),
    },
  };
}

function toCampaignV2(row: CampaignRow, publicUrl: PublicUrl) {
  return {
    ...toBannerPage(row, publicUrl),
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    promoCount: row.promo_count,
  };
}

function toCampaignEvent(row: CampaignEventRow, publicUrl: PublicUrl) {
  return { ...toBannerPage(row, publicUrl), eventCount: row.event_count };
}

const CAMPAIGN_NOT_FOUND = 'Campaign tidak ditemukan';

export const campaignRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  const campaignPage = async (query: PageQuery) => {
    const window = pageWindow(query);
    const now = new Date();
    const count = await countRows(db, 'SELECT count(*)::int AS count FROM campaigns');
    const rows = await db.query<CampaignRow>(
      `${selectCampaigns} ORDER BY c.position, c.id LIMIT $2 OFFSET $3`,
      [now, window.limit, window.offset],
    );
    return { window, count, rows };
  };

  app.get<{ Querystring: PageQuery }>(
    '/v1/campaigns',
    {
      schema: pagedListSchema({
        tags: ['Campaigns'],
        summary: 'Campaigns (v1 shape), in display order',
        item: Campaign,
      }),
    },
    async (request) => {
      const { window, count, rows } = await campaignPage(request.query);
      const results = rows.map((row) => {
        const { banner: _banner, promoCount: _count, ...v1 } = toCampaignV2(row, publicUrl);
        return v1;
      });
      return toPage({ request, publicUrl, window, count, results });
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/v2/campaigns',
    {
      schema: pagedListSchema({
        tags: ['Campaigns'],
        summary: 'Campaigns (v2 shape: adds banner { desktop, mobile } and promoCount)',
        item: CampaignV2,
      }),
    },
    async (request) => {
      const { window, count, rows } = await campaignPage(request.query);
      const results = rows.map((row) => toCampaignV2(row, publicUrl));
      return toPage({ request, publicUrl, window, count, results });
    },
  );

  app.get<{ Params: SlugParams }>(
    '/v1/campaigns/:slug',
    {
      onRequest: optionalMember,
      schema: {
        tags: ['Campaigns'],
        summary: 'One campaign (v2 shape) with its promos still valid, in campaign order',
        params: requestSchema(SlugParams),
        response: { 200: responseSchema(CampaignDetail), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const now = new Date();
      const id = asId(request.params.slug);
      const [row] = await db.query<CampaignRow>(
        `${selectCampaigns} WHERE ${id === undefined ? 'c.slug = $2' : 'c.id = $2'}`,
        [now, id ?? request.params.slug],
      );
      if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
      const { rows } = await findPromos(db, {
        filter: { campaignId: row.id, sort: 'campaign' },
        viewer: request.member?.userId ?? null,
        limit: 100,
        offset: 0,
        now,
      });
      return {
        ...toCampaignV2(row, publicUrl),
        promos: rows.map((promo) => toPromo(promo, publicUrl, now)),
      };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/v1/campaign-event',
    {
      schema: pagedListSchema({
        tags: ['Campaigns'],
        summary: 'Event campaigns (collections of events), in display order',
        item: CampaignEvent,
      }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const count = await countRows(db, 'SELECT count(*)::int AS count FROM event_campaigns');
      const rows = await db.query<CampaignEventRow>(
        `${selectCampaignEvents} ORDER BY c.position, c.id LIMIT $1 OFFSET $2`,
        [window.limit, window.offset],
      );
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map((row) => toCampaignEvent(row, publicUrl)),
      });
    },
  );

  app.get<{ Params: SlugParams }>(
    '/v1/campaign-event/:slug',
    {
      onRequest: optionalMember,
      schema: {
        tags: ['Campaigns'],
        summary: 'One event campaign with its events (past ones too), in campaign order',
        params: requestSchema(SlugParams),
        response: { 200: responseSchema(CampaignEventDetail), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = asId(request.params.slug);
      const [row] = await db.query<CampaignEventRow>(
        `${selectCampaignEvents} WHERE ${id === undefined ? 'c.slug = $1' : 'c.id = $1'}`,
        [id ?? request.params.slug],
      );
      if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
      const params = new Params();
      const select = selectEvents(params, request.member?.userId ?? null);
      const events = await db.query<EventRow>(
        `${select} JOIN event_campaign_events ce ON ce.event_id = e.id
          WHERE ce.event_campaign_id = ${params.add(row.id)} ORDER BY ce.position`,
        params.values,
      );
      const now = new Date();
      return {
        ...toCampaignEvent(row, publicUrl),
        events: events.map((event) => toEvent(event, publicUrl, now)),
      };
    },
  );
};
