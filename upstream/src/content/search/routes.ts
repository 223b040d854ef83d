import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { errorResponses } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { optionalMember } from '../../identity/auth/member.js';
import { Article, findArticles, toArticle } from '../articles/routes.js';
import { Event, selectEvents, toEvent, type EventRow } from '../events/model.js';
import { Merchant, findMerchants, toMerchant } from '../merchants/routes.js';
import { Promo, toPromo } from '../promos/model.js';
import { findPromos } from '../promos/repository.js';
import { Params, likePattern } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

const SearchQuery = z.object({
  q: z.string().min(1).max(100).describe('Words to look for'),
  type: z.enum(['promo', 'event', 'article', 'merchant']).optional().describe('Only one group'),
  limit: z.int().min(1).max(50).default(5).describe('Items per group'),
});
type SearchQuery = z.output<typeof SearchQuery>;

const SearchResult = z.object({
  q: z.string(),
  promos: z.array(Promo),
  events: z.array(Event),
  articles: z.array(Article),
  merchants: z.array(Merchant),
  counts: z
    .object({ promos: z.int(), events: z.int(), articles: z.int(), merchants: z.int() })
    .describe('Matches in total per group (the arrays are capped at limit)'),
});

export const searchRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  app.get<{ Querystring: SearchQuery }>(
    '/search',
    {
      onRequest: optionalMember,
      schema: {
        tags: ['Search'],
        summary: 'Search promos (still valid), events, articles and merchants at once',
        querystring: requestSchema(SearchQuery),
        response: { 200: responseSchema(SearchResult), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q, type, limit } = request.query;
      const text = q.trim();
      const wants = (group: SearchQuery['type']) => type === undefined || type === group;
      const now = new Date();
      const viewer = request.member?.userId ?? null;
      const empty = { count: 0, rows: [] as never[] };

      const searchEvents = async () => {
        const countParams = new Params();
        const where = (params: Params) => {
          const pattern = params.add(likePattern(text));
          return `WHERE e.title ILIKE ${pattern} ESCAPE '\\' OR e.venue_name ILIKE ${pattern} ESCAPE '\\'
                     OR e.city ILIKE ${pattern} ESCAPE '\\'`;
        };
        const count = await countRows(
          db,
          `SELECT count(*)::int AS count FROM events e ${where(countParams)}`,
          countParams.values,
        );
        const params = new Params();
        const select = selectEvents(params, viewer);
        const rows = await db.query<EventRow>(
          `${select} ${where(params)}
            ORDER BY (e.end_at < ${params.add(now)}), e.start_at LIMIT ${params.add(limit)}`,
          params.values,
        );
        return { count, rows };
      };

      const [promos, events, articles, merchants] = await Promise.all([
        wants('promo')
          ? findPromos(db, { filter: { search: text }, viewer, limit, offset: 0, now })
          : empty,
        wants('event') ? searchEvents() : empty,
        wants('article') ? findArticles(db, { search: text, limit, offset: 0 }) : empty,
        wants('merchant') ? findMerchants(db, { search: text, limit, offset: 0 }, now) : empty,
      ]);
      return {
        q: text,
        promos: promos.rows.map((row) => toPromo(row, publicUrl, now)),
        events: events.rows.map((row) => toEvent(row, publicUrl, now)),
        articles: articles.rows.map((row) => toArticle(row, publicUrl)),
        merchants: merchants.rows.map((row) => toMerchant(row, publicUrl)),
        counts: {
          promos: promos.count,
          events: events.count,
          articles: articles.count,
          merchants: merchants.count,
        },
      };
    },
  );
};
