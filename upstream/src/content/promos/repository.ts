import type { DbSession } from '../../db/db.js';
import { Params, likePattern } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

export interface PromoRow {
  id: number;
  slug: string;
  title: string;
  image_path: string;
  thumbnail_path: string;
  short_content: string;
  content: string;
  tnc: string;
  how_to_use: string;
  valid_from: Date;
  valid_to: Date;
  price: number;
  stock: number;
  max_per_member: number;
  redeem_days: number;
  is_favorite: boolean;
  created_at: Date;
  merchant_id: number;
  merchant_slug: string;
  merchant_name: string;
  merchant_image_path: string;
  categories: { id: number; slug: string; title: string }[] | string;
  is_bookmarked: boolean;
}

export interface PromoFilter {
  /** Category id (all digits) or slug. */
  category?: string | undefined;
  /** Merchant id (all digits) or slug. */
  merchant?: string | undefined;
  search?: string | undefined;
  includeExpired?: boolean | undefined;
  favoritesOnly?: boolean | undefined;
  campaignId?: number | undefined;
  bookmarkedBy?: number | undefined;
  sort?: 'newest' | 'ending_soon' | 'campaign' | 'bookmarked' | undefined;
}

/** The caller's user id, to fill `is_bookmarked`; null for a visitor. */
export type Viewer = number | null;

function selectPromos(params: Params, viewer: Viewer): string {
  const viewerParam = params.add(viewer);
  return `
    SELECT p.id, p.slug, p.title, p.image_path, p.thumbnail_path, p.short_content, p.content,
           p.tnc, p.how_to_use, p.valid_from, p.valid_to, p.price, p.stock, p.max_per_member,
           p.redeem_days, p.is_favorite, p.created_at,
           m.id AS merchant_id, m.slug AS merchant_slug, m.name AS merchant_name,
           m.image_path AS merchant_image_path,
           COALESCE((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)
                                     ORDER BY c.id)
                       FROM promo_categories pc JOIN categories c ON c.id = pc.category_id
                      WHERE pc.promo_id = p.id), '[]'::json) AS categories,
           EXISTS (SELECT 1 FROM promo_bookmarks b
                    WHERE b.promo_id = p.id AND b.user_id = ${viewerParam}::int) AS is_bookmarked
      FROM promos p JOIN merchants m ON m.id = p.merchant_id`;
}

function idOrSlug(params: Params, value: string, idColumn: string, slugColumn: string): string {
  return /^[0-9]{1,9}$/.test(value)
    ? `${idColumn} = ${params.add(Number(value))}`
    : `${slugColumn} = ${params.add(value)}`;
}

function whereClause(params: Params, filter: PromoFilter, now: Date): string {
  const conditions: string[] = [];
  if (!filter.includeExpired) conditions.push(`p.valid_to >= ${params.add(now)}`);
  if (filter.favoritesOnly) conditions.push('p.is_favorite');
  if (filter.category !== undefined) {
    conditions.push(`EXISTS (SELECT 1 FROM promo_categories fc JOIN categories c ON c.id = fc.category_id
                             WHERE fc.promo_id = p.id AND ${idOrSlug(params, filter.category, 'c.id', 'c.slug')})`);
  }
  if (filter.merchant !== undefined) {
    conditions.push(idOrSlug(params, filter.merchant, 'm.id', 'm.slug'));
  }
  if (filter.search !== undefined && filter.search.trim() !== '') {
    const pattern = params.add(likePattern(filter.search.trim()));
    conditions.push(
      `(p.title ILIKE ${pattern} ESCAPE '\\' OR m.name ILIKE ${pattern} ESCAPE '\\'
        OR p.short_content ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (filter.campaignId !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM campaign_promos cp WHERE cp.promo_id = p.id AND cp.campaign_id = ${params.add(filter.campaignId)})`,
    );
  }
  if (filter.bookmarkedBy !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM promo_bookmarks bb WHERE bb.promo_id = p.id AND bb.user_id = ${params.add(filter.bookmarkedBy)})`,
    );
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

function orderClause(params: Params, filter: PromoFilter): string {
  switch (filter.sort) {
    case 'ending_soon':
      return 'ORDER BY p.valid_to ASC, p.id ASC';
    case 'campaign':
      return `ORDER BY (SELECT cp.position FROM campaign_promos cp
                         WHERE cp.promo_id = p.id AND cp.campaign_id = ${params.add(filter.campaignId ?? 0)}), p.id`;
    case 'bookmarked':
      return `ORDER BY (SELECT bb.created_at FROM promo_bookmarks bb
                         WHERE bb.promo_id = p.id AND bb.user_id = ${params.add(filter.bookmarkedBy ?? 0)}) DESC, p.id`;
    default:
      return 'ORDER BY p.created_at DESC, p.id DESC';
  }
}

export async function findPromos(
  db: DbSession,
  options: { filter: PromoFilter; viewer: Viewer; limit: number; offset: number; now: Date },
): Promise<{ count: number; rows: PromoRow[] }> {
  const { filter, viewer, limit, offset, now } = options;
  const countParams = new Params();
  const count = await countRows(
    db,
    `SELECT count(*)::int AS count FROM promos p JOIN merchants m ON m.id = p.merchant_id
     ${whereClause(countParams, filter, now)}`,
    countParams.values,
  );
  const params = new Params();
  const select = selectPromos(params, viewer);
  const where = whereClause(params, filter, now);
  const order = orderClause(params, filter);
  const rows = await db.query<PromoRow>(
    `${select} ${where} ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return { count, rows };
}

export async function findPromo(
  db: DbSession,
  key: { id: number } | { slug: string },
  viewer: Viewer,
): Promise<PromoRow | undefined> {
  const params = new Params();
  const select = selectPromos(params, viewer);
  const where = 'id' in key ? `p.id = ${params.add(key.id)}` : `p.slug = ${params.add(key.slug)}`;
  const rows = await db.query<PromoRow>(`${select} WHERE ${where}`, params.values);
  return rows[0];
}

export async function promoExists(db: DbSession, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM promos WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function addBookmark(db: DbSession, userId: number, promoId: number, now: Date) {
  await db.query(
    `INSERT INTO promo_bookmarks (user_id, promo_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, promo_id) DO NOTHING`,
    [userId, promoId, now],
  );
}

export async function removeBookmark(db: DbSession, userId: number, promoId: number) {
  await db.query('DELETE FROM promo_bookmarks WHERE user_id = $1 AND promo_id = $2', [
    userId,
    promoId,
  ]);
}

export async function findPromosByIds(
  db: DbSession,
  ids: readonly number[],
  viewer: Viewer,
): Promise<Map<number, PromoRow>> {
  if (ids.length === 0) return new Map();
  const params = new Params();
  const select = selectPromos(params, viewer);
  const rows = await db.query<PromoRow>(
    `${select} WHERE p.id = ANY(${params.add([...ids])}::int[])`,
    params.values,
  );
  return new Map(rows.map((row) => [row.id, row]));
}
