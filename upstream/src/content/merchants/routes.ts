import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import type { DbSession } from '../../db/db.js';
import { errorResponses, notFound } from '../../http/errors.js';
import { PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import type { PublicUrl } from '../../http/public-url.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { CategoryRef, IdParams, Params, SlugParams, likePattern } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

export const Merchant = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().describe('Absolute URL of a square logo'),
  description: z.string(),
  website: z.string().nullable(),
  categories: z.array(CategoryRef),
  promoCount: z.int().describe('Promos still valid'),
});
export type Merchant = z.output<typeof Merchant>;

const Outlet = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

const MerchantDetail = Merchant.extend({ outlets: z.array(Outlet) });

const MerchantListQuery = PageQuery.extend({
  category: z.string().min(1).max(100).optional().describe('Category id or slug'),
  search: z.string().max(100).optional().describe('Part of the name'),
});
type MerchantListQuery = z.output<typeof MerchantListQuery>;

interface MerchantRow {
  id: number;
  slug: string;
  name: string;
  image_path: string;
  description: string;
  website: string | null;
  categories: { id: number; slug: string; title: string }[] | string;
  promo_count: number;
}

interface OutletRow {
  id: number;
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
}

function selectMerchants(params: Params, now: Date): string {
  return `
    SELECT m.id, m.slug, m.name, m.image_path, m.description, m.website,
           COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)
                                     ORDER BY c.id)
                       FROM merchant_categories mc JOIN categories c ON c.id = mc.category_id
                      WHERE mc.merchant_id = m.id), '[]'::json) AS categories,
           (SELECT count(*)::int FROM promos p
             WHERE p.merchant_id = m.id AND p.valid_to >= ${params.add(now)}) AS promo_count
      FROM merchants m`;
}

function merchantWhere(params: Params, query: { category?: string; search?: string }): string {
  const conditions: string[] = [];
  if (query.category !== undefined) {
    const match = /^[0-9]{1,9}$/.test(query.category)
      ? `c.id = ${params.add(Number(query.category))}`
      : `c.slug = ${params.add(query.category)}`;
    conditions.push(`EXISTS (SELECT 1 FROM merchant_categories fc JOIN categories c ON c.id = fc.category_id
                             WHERE fc.merchant_id = m.id AND ${match})`);
  }
  if (query.search !== undefined && query.search.trim() !== '') {
    conditions.push(`m.name ILIKE ${params.add(likePattern(query.search.trim()))} ESCAPE '\\'`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

export async function findMerchants(
  db: DbSession,
  query: { category?: string; search?: string; limit: number; offset: number },
  now: Date,
): Promise<{ count: number; rows: MerchantRow[] }> {
  const countParams = new Params();
  const count = await countRows(
    db,
    `SELECT count(*)::int AS count FROM merchants m ${merchantWhere(countParams, query)}`,
    countParams.values,
  );
  const params = new Params();
  const select = selectMerchants(params, now);
  const where = merchantWhere(params, query);
  const rows = await db.query<MerchantRow>(
    `${select} ${where} ORDER BY lower(m.name), m.id LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)}`,
    params.values,
  );
  return { count, rows };
}

export function toMerchant(row: MerchantRow, publicUrl: PublicUrl): Merchant {
  const categories =
    typeof row.categories === 'string'
      ? (JSON.parse(row.categories) as MerchantRow['categories'] & unknown[])
      : row.categories;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: publicUrl.storage(row.image_path),
    description: row.description,
    website: row.website,
    categories: (categories as { id: number; slug: string; title: string }[]).map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
    })),
    promoCount: row.promo_count,
  };
}

const NOT_FOUND = 'Merchant tidak ditemukan';
const tags = ['Merchants'];

export const merchantRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  const detail = async (key: { id: number } | { slug: string }) => {
    const params = new Params();
    const select = selectMerchants(params, new Date());
    const where = 'id' in key ? `m.id = ${params.add(key.id)}` : `m.slug = ${params.add(key.slug)}`;
    const [row] = await db.query<MerchantRow>(`${select} WHERE ${where}`, params.values);
    if (!row) throw notFound(NOT_FOUND);
    const outlets = await db.query<OutletRow>(
      'SELECT id, name, address, city, latitude, longitude FROM outlets WHERE merchant_id = $1 ORDER BY id',
      [row.id],
    );
    return {
      ...toMerchant(row, publicUrl),
      outlets: outlets.map((outlet) => ({
        id: outlet.id,
        name: outlet.name,
        address: outlet.address,
        city: outlet.city,
        latitude: Number(outlet.latitude),
        longitude: Number(outlet.longitude),
      })),
    };
  };

  app.get<{ Querystring: MerchantListQuery }>(
    '/merchants',
    {
      schema: pagedListSchema({
        tags,
        summary: 'Merchants A–Z, filtered by category and name',
        item: Merchant,
        querystring: MerchantListQuery,
      }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, rows } = await findMerchants(
        db,
        {
          category: request.query.category,
          search: request.query.search,
          limit: window.limit,
          offset: window.offset,
        },
        new Date(),
      );
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map((row) => toMerchant(row, publicUrl)),
      });
    },
  );

  app.get<{ Params: SlugParams }>(
    '/merchants/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One merchant by slug, with its outlets',
        params: requestSchema(SlugParams),
        response: { 200: responseSchema(MerchantDetail), ...errorResponses(400, 404) },
      },
    },
    async (request) => detail({ slug: request.params.slug }),
  );

  app.get<{ Params: IdParams }>(
    '/merchants/:id',
    {
      schema: {
        tags,
        summary: 'One merchant by id, with its outlets',
        params: requestSchema(IdParams),
        response: { 200: responseSchema(MerchantDetail), ...errorResponses(400, 404) },
      },
    },
    async (request) => detail({ id: request.params.id }),
  );
};
