import type { DbSession } from '../../db/db.js';
import { countRows } from '../../db/count-rows.js';

export interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  image_path: string;
}

const columns = 'id, slug, title, image_path';

export function countCategories(db: DbSession): Promise<number> {
  return countRows(db, 'SELECT count(*)::int AS count FROM categories');
}

export function listCategories(
  db: DbSession,
  window: { limit: number; offset: number },
): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(`SELECT ${columns} FROM categories ORDER BY id LIMIT $1 OFFSET $2`, [
    window.limit,
    window.offset,
  ]);
}

export async function findCategoryById(
  db: DbSession,
  id: number,
): Promise<CategoryRow | undefined> {
  const rows = await db.query<CategoryRow>(`SELECT ${columns} FROM categories WHERE id = $1`, [id]);
  return rows[0];
}

export async function findCategoryBySlug(
  db: DbSession,
  slug: string,
): Promise<CategoryRow | undefined> {
  const rows = await db.query<CategoryRow>(`SELECT ${columns} FROM categories WHERE slug = $1`, [
    slug,
  ]);
  return rows[0];
}
