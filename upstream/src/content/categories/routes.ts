import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorResponses, notFound } from '../../http/errors.js';
import { type PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import type { Upstream } from '../../context.js';
import {
  countCategories,
  findCategoryById,
  findCategoryBySlug,
  listCategories,
  type CategoryRow,
} from './repository.js';

export const Category = z.object({
  id: z.int(),
  slug: z.string(),
  image: z.string().describe('Absolute URL of a square image'),
  title: z.string(),
});
export type Category = z.output<typeof Category>;

const CategoryIdParams = z.object({ id: z.int().min(1).max(2_147_483_647) });
const CategorySlugParams = z.object({ slug: z.string().min(1).max(200) });

const NOT_FOUND = 'Kategori tidak ditemukan';

export const categoryRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;
  const toCategory = (row: CategoryRow): Category => ({
    id: row.id,
    slug: row.slug,
    image: publicUrl.storage(row.image_path),
    title: row.title,
  });

  app.get<{ Querystring: PageQuery }>(
    '/categories',
    {
      schema: pagedListSchema({ item: Category }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const [count, rows] = await Promise.all([countCategories(db), listCategories(db, window)]);
      return toPage({ request, publicUrl, window, count, results: rows.map(toCategory) });
    },
  );

  app.get<{ Params: z.output<typeof CategoryIdParams> }>(
    '/categories/:id',
    {
      schema: {
        params: requestSchema(CategoryIdParams),
        response: { 200: responseSchema(Category), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findCategoryById(db, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      return toCategory(row);
    },
  );

  app.get<{ Params: z.output<typeof CategorySlugParams> }>(
    '/categories/slug/:slug',
    {
      schema: {
        params: requestSchema(CategorySlugParams),
        response: { 200: responseSchema(Category), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await findCategoryBySlug(db, request.params.slug);
      if (!row) throw notFound(NOT_FOUND);
      return toCategory(row);
    },
  );
};
