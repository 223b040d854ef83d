import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { errorResponses, notFound } from '../../http/errors.js';
import { PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { memberOf, optionalMember, requireMember } from '../../identity/auth/member.js';
import { IdParams, SlugParams, asId, bearerSecurity } from '../shared.js';
import { Promo, toPromo } from './model.js';
import {
  addBookmark,
  findPromo,
  findPromos,
  promoExists,
  removeBookmark,
  type PromoFilter,
} from './repository.js';

const PROMO_NOT_FOUND = 'Promo tidak ditemukan';

const PromoListQuery = PageQuery.extend({
  category: z.string().min(1).max(100).optional().describe('Category id or slug'),
  merchant: z.string().min(1).max(100).optional().describe('Merchant id or slug'),
  search: z.string().max(100).optional().describe('Words in the title, merchant or summary'),
  sort: z.enum(['newest', 'ending_soon']).default('newest'),
  include_expired: z.boolean().default(false),
});
type PromoListQuery = z.output<typeof PromoListQuery>;

const BookmarkState = z.object({ promoId: z.int(), isBookmarked: z.boolean() });

const tags = ['Promos'];

export const promoRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;
  const viewerOf = (request: FastifyRequest) => request.member?.userId ?? null;

  const listing = async (request: FastifyRequest, query: PageQuery, filter: PromoFilter) => {
    const window = pageWindow(query);
    const now = new Date();
    const { count, rows } = await findPromos(db, {
      filter,
      viewer: viewerOf(request),
      limit: window.limit,
      offset: window.offset,
      now,
    });
    return toPage({
      request,
      publicUrl,
      window,
      count,
      results: rows.map((row) => toPromo(row, publicUrl, now)),
    });
  };

  const listSchema = (summary: string, querystring = PageQuery) =>
    pagedListSchema({ tags, summary, item: Promo, querystring });

  app.get<{ Querystring: PromoListQuery }>(
    '/promos',
    {
      onRequest: optionalMember,
      schema: listSchema(
        'Promos still valid (or all with include_expired), filtered and sorted',
        PromoListQuery,
      ),
    },
    async (request) => {
      const { category, merchant, search, sort, include_expired } = request.query;
      return listing(request, request.query, {
        category,
        merchant,
        search,
        sort,
        includeExpired: include_expired,
      });
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/promos/favorites',
    { onRequest: optionalMember, schema: listSchema('Favourite promos still valid, newest first') },
    async (request) => listing(request, request.query, { favoritesOnly: true }),
  );

  app.get<{ Querystring: PageQuery }>(
    '/promos/newest',
    { onRequest: optionalMember, schema: listSchema('Promos still valid, newest first') },
    async (request) => listing(request, request.query, { sort: 'newest' }),
  );

  app.get<{ Querystring: PageQuery }>(
    '/promos/bookmarks',
    {
      onRequest: requireMember,
      schema: pagedListSchema({
        tags,
        summary: "The member's bookmarked promos (expired ones too), last bookmarked first",
        item: Promo,
        security: bearerSecurity,
      }),
    },
    async (request) => {
      const { userId } = memberOf(request);
      return listing(request, request.query, {
        bookmarkedBy: userId,
        includeExpired: true,
        sort: 'bookmarked',
      });
    },
  );

  app.get<{ Params: SlugParams }>(
    '/promos/:slug',
    {
      onRequest: optionalMember,
      schema: {
        tags,
        summary: 'One promo by slug, or by id when the value is all digits (expired ones too)',
        params: requestSchema(SlugParams),
        response: { 200: responseSchema(Promo), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = asId(request.params.slug);
      const row = await findPromo(
        db,
        id === undefined ? { slug: request.params.slug } : { id },
        viewerOf(request),
      );
      if (!row) throw notFound(PROMO_NOT_FOUND);
      return toPromo(row, publicUrl);
    },
  );

  const bookmarkSchema = (summary: string) => ({
    tags,
    summary,
    security: bearerSecurity,
    params: requestSchema(IdParams),
    response: { 200: responseSchema(BookmarkState), ...errorResponses(400, 401, 404) },
  });

  app.put<{ Params: IdParams }>(
    '/promos/:id/bookmark',
    { onRequest: requireMember, schema: bookmarkSchema('Bookmark a promo (idempotent)') },
    async (request) => {
      const { userId } = memberOf(request);
      if (!(await promoExists(db, request.params.id))) throw notFound(PROMO_NOT_FOUND);
      await addBookmark(db, userId, request.params.id, new Date());
      return { promoId: request.params.id, isBookmarked: true };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/promos/:id/bookmark',
    { onRequest: requireMember, schema: bookmarkSchema('Remove a bookmark (idempotent)') },
    async (request) => {
      const { userId } = memberOf(request);
      if (!(await promoExists(db, request.params.id))) throw notFound(PROMO_NOT_FOUND);
      await removeBookmark(db, userId, request.params.id);
      return { promoId: request.params.id, isBookmarked: false };
    },
  );
};
