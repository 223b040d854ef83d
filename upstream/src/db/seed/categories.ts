import type { DbSession } from '../db.js';
import { putObject } from '../../storage/objects.js';
import { renderIconSvg } from '../../storage/svg/icon.js';
import type { GlyphName } from '../../storage/svg/glyphs.js';
import type { Seed } from './seed.js';

export interface CategorySeedRow {
  id: number;
  slug: string;
  title: string;
  glyph: GlyphName;
}

export const categorySeedRows: readonly CategorySeedRow[] = [
  { id: 1, slug: 'kuliner', title: 'Kuliner', glyph: 'utensils' },
  { id: 2, slug: 'belanja', title: 'Belanja', glyph: 'shopping-bag' },
  { id: 3, slug: 'kecantikan', title: 'Kecantikan', glyph: 'sparkles' },
  { id: 4, slug: 'kesehatan', title: 'Kesehatan', glyph: 'medical-cross' },
  { id: 5, slug: 'hiburan', title: 'Hiburan', glyph: 'ticket' },
  { id: 6, slug: 'travel', title: 'Travel', glyph: 'plane' },
  { id: 7, slug: 'olahraga', title: 'Olahraga', glyph: 'trophy' },
  { id: 8, slug: 'pendidikan', title: 'Pendidikan', glyph: 'graduation-cap' },
  { id: 9, slug: 'elektronik', title: 'Elektronik', glyph: 'smartphone' },
  { id: 10, slug: 'otomotif', title: 'Otomotif', glyph: 'car' },
  { id: 11, slug: 'fashion', title: 'Fashion', glyph: 'shirt' },
  { id: 12, slug: 'rumah-tangga', title: 'Rumah Tangga', glyph: 'house' },
  { id: 13, slug: 'buku-alat-tulis', title: 'Buku & Alat Tulis', glyph: 'book' },
  { id: 14, slug: 'gaya-hidup', title: 'Gaya Hidup', glyph: 'heart' },
];

export function categoryImagePath(slug: string): string {
  return `categories/${slug}.svg`;
}

export function renderCategoryImage(row: CategorySeedRow): string {
  return renderIconSvg({ label: row.title, glyph: row.glyph, tone: row.id - 1 });
}

async function insertCategory(tx: DbSession, row: CategorySeedRow): Promise<void> {
  const imagePath = categoryImagePath(row.slug);
  await putObject(tx, {
    path: imagePath,
    contentType: 'image/svg+xml',
    body: renderCategoryImage(row),
  });
  await tx.query('INSERT INTO categories (id, slug, title, image_path) VALUES ($1, $2, $3, $4)', [
    row.id,
    row.slug,
    row.title,
    imagePath,
  ]);
}

export const categoriesSeed: Seed = {
  id: 'categories',
  async run(tx) {
    for (const row of categorySeedRows) await insertCategory(tx, row);
  },
};
