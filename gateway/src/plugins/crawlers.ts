import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  collectSitemapEntries,
  renderRobots,
  renderSitemap,
  type SitemapEntry,
} from '../crawlers/sitemap.js';
import type { ContentApi } from '../upstream/content.js';

export interface CrawlersOptions {
  content: ContentApi;
  /** The site's origin; unset: the request's own (set PUBLIC_URL behind a shared cache). */
  publicUrl: string | undefined;
  /** How long the list of pages is reused before the content API is asked again. */
  ttlMs?: number;
  now?: () => number;
}

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** `/robots.txt` and `/sitemap.xml`, for search engines. */
export const crawlersPlugin = fp<CrawlersOptions>(
  async (app: FastifyInstance, options) => {
    const ttlMs = options.ttlMs ?? FIVE_MINUTES_MS;
    const now = options.now ?? Date.now;
    const cacheControl = `public, max-age=${Math.round(ttlMs / 1000)}`;

    // The entries, not the XML, are kept: the origin may differ per request when PUBLIC_URL
    // is unset. Concurrent requests share one collection; a failed one is not kept, and the
    // last good list is served while the content API is down.
    let cached: { at: number; entries: Promise<SitemapEntry[]> } | null = null;
    let lastGood: SitemapEntry[] | null = null;
    async function entries(): Promise<SitemapEntry[] | null> {
      if (!cached || now() - cached.at >= ttlMs) {
        const entry = {
          at: now(),
          entries: collectSitemapEntries(options.content).then((list) => (lastGood = list)),
        };
        cached = entry;
        entry.entries.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      try {
        return await cached.entries;
      } catch (error) {
        app.log.warn({ err: error }, 'sitemap: the content API could not list the pages');
        return lastGood;
      }
    }

    const originOf = (request: FastifyRequest) =>
      options.publicUrl ?? `${request.protocol}://${request.host}`;

    app.get('/robots.txt', async (request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(renderRobots(originOf(request))),
    );

    app.get('/sitemap.xml', async (request, reply) => {
      const list = await entries();
      if (!list) {
        return reply
          .status(503)
          .header('retry-after', '60')
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' });
      }
      const xml = renderSitemap(originOf(request), list);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(xml);
    });
  },
  { name: 'crawlers' },
);
