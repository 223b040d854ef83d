import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { errorResponses } from '../../http/errors.js';
import { responseSchema } from '../../http/schema.js';
import { memberOf, optionalMember, requireMember } from '../auth/member.js';
import { Results, bearer } from '../schemas.js';

const Badge = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  image: z.string().describe('Absolute URL (SVG)'),
  isObtained: z.boolean(),
  obtainedDate: z.string().nullable().describe('ISO 8601'),
});
const BadgeWithCategory = Badge.extend({
  category: z.object({ id: z.int(), name: z.string() }),
});
const Grouped = z.object({
  badgeCategories: z.array(z.object({ id: z.int(), name: z.string(), badges: z.array(Badge) })),
});

interface BadgeRow {
  id: number;
  name: string;
  description: string;
  image_path: string;
  category_id: number;
  category_name: string;
  obtained_at: Date | null;
}

export const badgeRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  const load = (userId: number | null) =>
    db.query<BadgeRow>(
      `SELECT b.id, b.name, b.description, b.image_path, c.id AS category_id,
              c.name AS category_name, ub.obtained_at
         FROM badges b JOIN badge_categories c ON c.id = b.category_id
         LEFT JOIN user_badges ub ON ub.badge_id = b.id AND ub.user_id = $1
        ORDER BY c.id, b.id`,
      [userId],
    );
  const toBadge = (row: BadgeRow) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: publicUrl.storage(row.image_path),
    isObtained: row.obtained_at !== null,
    obtainedDate: row.obtained_at === null ? null : new Date(row.obtained_at).toISOString(),
  });

  app.get(
    '/v1/badges',
    {
      preHandler: optionalMember,
      schema: {
        summary: 'Every badge; isObtained is for the bearer member (false when anonymous)',
        response: { 200: responseSchema(Results(BadgeWithCategory)) },
      },
    },
    async (request) => ({
      results: (await load(request.member?.userId ?? null)).map((row) => ({
        ...toBadge(row),
        category: { id: row.category_id, name: row.category_name },
      })),
    }),
  );

  app.get(
    '/v1/badges/groupByCategory',
    {
      preHandler: requireMember,
      schema: {
        summary: "The member's badge collection, grouped by category",
        security: bearer,
        response: { 200: responseSchema(Grouped), ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await load(memberOf(request).userId);
      const categories = new Map<
        number,
        { id: number; name: string; badges: ReturnType<typeof toBadge>[] }
      >();
      for (const row of rows) {
        let category = categories.get(row.category_id);
        if (!category) {
          category = { id: row.category_id, name: row.category_name, badges: [] };
          categories.set(row.category_id, category);
        }
        category.badges.push(toBadge(row));
      }
      return { badgeCategories: [...categories.values()] };
    },
  );
};
