import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { type PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import { responseSchema } from '../../http/schema.js';
import { iso } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

const HomeBanner = z.object({
  id: z.int(),
  title: z.string(),
  link: z.string().describe('Site path or absolute URL'),
  imageDesktop: z.string().describe('Absolute URL, 1440×480'),
  imageMobile: z.string().describe('Absolute URL, 750×420'),
});

const Announcement = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string().describe('Plain text'),
  link: z.string().nullable(),
});

const AppLinks = z.object({
  playStore: z.string(),
  appStore: z.string(),
  appLink: z.string().describe('Deep link that opens the app'),
  qrImage: z.string().describe('Absolute URL of a QR picture for the download box'),
});

const FavoriteItem = z.object({
  type: z.enum(['promo', 'event']),
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  subtitle: z.string().describe('Merchant name, or venue and city'),
  pointCost: z.int().describe('Promo price or event cost per attendee; 0 is free'),
  startAt: z.string().describe('Promo validFrom or event startAt'),
  endAt: z.string().describe('Promo validTo or event endAt'),
  link: z.string().describe('Site path: /promo/{slug} or /event/{slug}'),
});

export const homeRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (app, { upstream }) => {
  const { db, publicUrl } = upstream;
  const tags = ['Home'];

  app.get<{ Querystring: PageQuery }>(
    '/banners',
    {
      schema: pagedListSchema({
        tags,
        summary: 'Home carousel banners, in display order',
        item: HomeBanner,
      }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const count = await countRows(db, 'SELECT count(*)::int AS count FROM banners');
      const rows = await db.query<{
        id: number;
        title: string;
        link: string;
        image_desktop_path: string;
        image_mobile_path: string;
      }>(
        `SELECT id, title, link, image_desktop_path, image_mobile_path FROM banners
          ORDER BY position, id LIMIT $1 OFFSET $2`,
        [window.limit, window.offset],
      );
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map((row) => ({
          id: row.id,
          title: row.title,
          link: row.link,
          imageDesktop: publicUrl.storage(row.image_desktop_path),
          imageMobile: publicUrl.storage(row.image_mobile_path),
        })),
      });
    },
  );

  app.get(
    '/home-announcement',
    {
      schema: {
        tags,
        summary: 'The current announcement; 204 with no body when there is none',
        response: { 200: responseSchema(Announcement), 204: { type: 'null' } },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const [row] = await db.query<{
        id: number;
        title: string;
        content: string;
        link: string | null;
      }>(
        `SELECT id, title, content, link FROM announcements
          WHERE starts_at <= $1 AND ends_at > $1 ORDER BY starts_at DESC, id DESC LIMIT 1`,
        [now],
      );
      if (!row) return reply.code(204).send();
      return { id: row.id, title: row.title, content: row.content, link: row.link };
    },
  );

  app.get(
    '/app-links',
    {
      schema: {
        tags,
        summary: 'Store links, deep link and download QR picture',
        response: { 200: responseSchema(AppLinks) },
      },
    },
    async () => {
      const [row] = await db.query<{
        play_store: string;
        app_store: string;
        app_link: string;
        qr_image_path: string;
      }>('SELECT play_store, app_store, app_link, qr_image_path FROM app_links WHERE id = 1');
      if (!row) throw new Error('app_links is not seeded');
      return {
        playStore: row.play_store,
        appStore: row.app_store,
        appLink: row.app_link,
        qrImage: publicUrl.storage(row.qr_image_path),
      };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/promo-event/favorites',
    {
      schema: pagedListSchema({
        tags,
        summary: 'Favourite promos still valid and favourite events not over, ending soonest first',
        item: FavoriteItem,
      }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const now = new Date();
      const favorites = `
        SELECT 'promo' AS type, p.id, p.slug, p.title, p.thumbnail_path AS image_path,
               m.name AS subtitle, p.price AS point_cost, p.valid_from AS start_at,
               p.valid_to AS end_at
          FROM promos p JOIN merchants m ON m.id = p.merchant_id
         WHERE p.is_favorite AND p.valid_to >= $1
        UNION ALL
        SELECT 'event', e.id, e.slug, e.title, e.image_path, e.venue_name || ', ' || e.city,
               e.point_cost, e.start_at, e.end_at
          FROM events e WHERE e.is_favorite AND e.end_at >= $1`;
      const count = await countRows(db, `SELECT count(*)::int AS count FROM (${favorites}) f`, [
        now,
      ]);
      const rows = await db.query<{
        type: 'promo' | 'event';
        id: number;
        slug: string;
        title: string;
        image_path: string;
        subtitle: string;
        point_cost: number;
        start_at: Date;
        end_at: Date;
      }>(`SELECT * FROM (${favorites}) f ORDER BY f.end_at, f.type, f.id LIMIT $2 OFFSET $3`, [
        now,
        window.limit,
        window.offset,
      ]);
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map((row) => ({
          type: row.type,
          id: row.id,
          slug: row.slug,
          title: row.title,
          image: publicUrl.storage(row.image_path),
          subtitle: row.subtitle,
          pointCost: row.point_cost,
          startAt: iso(row.start_at),
          endAt: iso(row.end_at),
          link: `/${row.type}/${row.slug}`,
        })),
      });
    },
  );
};
