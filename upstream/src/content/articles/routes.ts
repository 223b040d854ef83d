import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import type { DbSession } from '../../db/db.js';
import { errorResponses, notFound } from '../../http/errors.js';
import { PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import type { PublicUrl } from '../../http/public-url.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { CategoryRef, Params, SlugParams, asId, iso, likePattern } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

export const Article = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().describe('Absolute URL, 16:9'),
  summary: z.string().describe('Plain text'),
  category: CategoryRef,
  tags: z.array(z.string()),
  author: z.string(),
  publishedAt: z.string(),
});
export type Article = z.output<typeof Article>;

const ArticleDetail = Article.extend({
  content: z
    .string()
    .describe(
      'HTML, NOT sanitised: one seeded article carries <script> and onerror= on purpose; clients must sanitise',
    ),
});

const ArticleCategory = CategoryRef.extend({ articleCount: z.int() });

const ArticleListQuery = PageQuery.extend({
  category: z.string().min(1).max(100).optional().describe('Article category id or slug'),
  tag: z.string().min(1).max(50).optional(),
  search: z.string().max(100).optional().describe('Part of the title or summary'),
});
type ArticleListQuery = z.output<typeof ArticleListQuery>;

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  image_path: string;
  summary: string;
  content: string;
  tags: string[];
  author: string;
  published_at: Date;
  category_id: number;
  category_slug: string;
  category_title: string;
}

const selectArticles = `
  SELECT a.id, a.slug, a.title, a.image_path, a.summary, a.content, a.tags, a.author,
         a.published_at, c.id AS category_id, c.slug AS category_slug, c.title AS category_title
    FROM articles a JOIN article_categories c ON c.id = a.category_id`;

function articleWhere(
  params: Params,
  query: { category?: string | undefined; tag?: string | undefined; search?: string | undefined },
): string {
  const conditions: string[] = [];
  if (query.category !== undefined) {
    conditions.push(
      /^[0-9]{1,9}$/.test(query.category)
        ? `c.id = ${params.add(Number(query.category))}`
        : `c.slug = ${params.add(query.category)}`,
    );
  }
  if (query.tag !== undefined)
    conditions.push(`${params.add(query.tag.toLowerCase())} = ANY(a.tags)`);
  if (query.search !== undefined && query.search.trim() !== '') {
    const pattern = params.add(likePattern(query.search.trim()));
    conditions.push(
      `(a.title ILIKE ${pattern} ESCAPE '\\' OR a.summary ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

export async function findArticles(
  db: DbSession,
  query: { category?: string; tag?: string; search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: ArticleRow[] }> {
  const countParams = new Params();
  const count = await countRows(
    db,
    `SELECT count(*)::int AS count FROM articles a JOIN article_categories c ON c.id = a.category_id
     ${articleWhere(countParams, query)}`,
    countParams.values,
  );
  const params = new Params();
  const where = articleWhere(params, query);
  const rows = await db.query<ArticleRow>(
    `${selectArticles} ${where} ORDER BY a.published_at DESC, a.id
      LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)}`,
    params.values,
  );
  return { count, rows };
}

export function toArticle(row: ArticleRow, publicUrl: PublicUrl): Article {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: publicUrl.storage(row.image_path),
    summary: row.summary,
    category: { id: row.category_id, slug: row.category_slug, title: row.category_title },
    tags: row.tags,
    author: row.author,
    publishedAt: iso(row.published_at),
  };
}

const tags = ['Articles'];

export const articleRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  app.get<{ Querystring: ArticleListQuery }>(
    '/articles',
    {
      schema: pagedListSchema({
        tags,
        summary: 'Articles, newest first, by category or tag (without the HTML body)',
        item: Article,
        querystring: ArticleListQuery,
      }),
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { category, tag, search } = request.query;
      const { count, rows } = await findArticles(db, {
        category,
        tag,
        search,
        limit: window.limit,
        offset: window.offset,
      });
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: rows.map((row) => toArticle(row, publicUrl)),
      });
    },
  );

  app.get(
    '/articles/categories',
    {
      schema: {
        tags,
        summary: 'Article categories with their article counts',
        response: { 200: responseSchema(z.object({ results: z.array(ArticleCategory) })) },
      },
    },
    async () => {
      const rows = await db.query<{ id: number; slug: string; title: string; count: number }>(
        `SELECT c.id, c.slug, c.title,
                (SELECT count(*)::int FROM articles a WHERE a.category_id = c.id) AS count
           FROM article_categories c ORDER BY c.id`,
      );
      return {
        results: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          articleCount: row.count,
        })),
      };
    },
  );

  app.get<{ Params: SlugParams }>(
    '/articles/:slug',
    {
      schema: {
        tags,
        summary: 'One article with its HTML content, by slug or id',
        params: requestSchema(SlugParams),
        response: { 200: responseSchema(ArticleDetail), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = asId(request.params.slug);
      const [row] = await db.query<ArticleRow>(
        `${selectArticles} WHERE ${id === undefined ? 'a.slug = $1' : 'a.id = $1'}`,
        [id ?? request.params.slug],
      );
      if (!row) throw notFound('Artikel tidak ditemukan');
      return { ...toArticle(row, publicUrl), content: row.content };
    },
  );
};
