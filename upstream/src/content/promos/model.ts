import { z } from 'zod';
import type { PublicUrl } from '../../http/public-url.js';
import { iso } from '../shared.js';
import type { PromoRow } from './repository.js';

export const Promo = z.object({
  id: z.int(),
  slug: z.string(),
  status: z
    .enum(['active', 'upcoming', 'expired'])
    .describe('`upcoming` before validFrom, `expired` after validTo'),
  title: z.string(),
  image: z.string().describe('Absolute URL, 16:9 (800×450)'),
  thumbnail: z.string().describe('Absolute URL, 16:9 (400×225)'),
  shortContent: z.string().describe('Plain text'),
  content: z.string().describe('HTML; sanitise before rendering'),
  tnc: z.string().describe('HTML; sanitise before rendering'),
  howToUse: z.string().describe('HTML; sanitise before rendering'),
  validFrom: z.string().describe('ISO 8601'),
  validTo: z.string().describe('ISO 8601'),
  isExpired: z.boolean(),
  price: z.int().describe('Points per voucher; 0 is free'),
  stock: z.int().describe('Vouchers left to claim'),
  isQuotaAvailable: z.boolean().describe('stock > 0'),
  maxPerMember: z.int().describe('Vouchers of this promo one member may hold'),
  isFavorite: z.boolean().describe('Among the favourite promos'),
  isBookmarked: z.boolean().describe("In the caller's bookmarks; always false for a visitor"),
  merchant: z.object({ id: z.int(), slug: z.string(), image: z.string(), name: z.string() }),
  categories: z.array(z.object({ id: z.int(), slug: z.string(), title: z.string() })),
});
export type Promo = z.output<typeof Promo>;

export function toPromo(row: PromoRow, publicUrl: PublicUrl, now: Date = new Date()): Promo {
  const validFrom = new Date(row.valid_from);
  const validTo = new Date(row.valid_to);
  const isExpired = validTo.getTime() < now.getTime();
  const categories =
    typeof row.categories === 'string'
      ? (JSON.parse(row.categories) as { id: number; slug: string; title: string }[])
      : row.categories;
  return {
    id: row.id,
    slug: row.slug,
    status: isExpired ? 'expired' : validFrom.getTime() > now.getTime() ? 'upcoming' : 'active',
    title: row.title,
    image: publicUrl.storage(row.image_path),
    thumbnail: publicUrl.storage(row.thumbnail_path),
    shortContent: row.short_content,
    content: row.content,
    tnc: row.tnc,
    howToUse: row.how_to_use,
    validFrom: iso(validFrom),
    validTo: iso(validTo),
    isExpired,
    price: row.price,
    stock: row.stock,
    isQuotaAvailable: row.stock > 0,
    maxPerMember: row.max_per_member,
    isFavorite: row.is_favorite,
    isBookmarked: row.is_bookmarked,
    merchant: {
      id: row.merchant_id,
      slug: row.merchant_slug,
      image: publicUrl.storage(row.merchant_image_path),
      name: row.merchant_name,
    },
    categories: categories.map((category) => ({
      id: category.id,
      slug: category.slug,
      title: category.title,
    })),
  };
}
