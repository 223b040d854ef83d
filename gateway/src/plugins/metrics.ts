import { timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clusterMetrics } from '../cluster/metrics.js';
import { metrics, registry } from '../observability/metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's route pattern (`/promo/:slug`), set by the page renderer for its label. */
    pageRoute?: string;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a request is counted under: a page's route pattern, or the Fastify route's. */
function routeLabel(request: FastifyRequest): string {
  return request.pageRoute ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * Counts every answered request (rate, latency, status by route), the page cache's answers (from
 * the headers the page renderer sets), and serves `/metrics` to whoever has the token; without
 * a configured token there is no `/metrics` at all (404). On several workers it is the sum of
 * all of them.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token }: { token: string | null }) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request);
      const labels = { method: request.method, route };
      metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
      const page = reply.getHeader('x-page-cache');
      if (typeof page === 'string') metrics.pageCache.inc({ result: page, kind: 'visitor' });
      const shell = reply.getHeader('x-member-shell');
      if (typeof shell === 'string') metrics.pageCache.inc({ result: shell, kind: 'member' });
    });

    if (!token) return;
    app.get('/metrics', async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      reply.header('cache-control', 'no-store');
      if (!given || !sameToken(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ detail: 'Unauthorized' });
      }
      const text = cluster.isWorker ? await clusterMetrics() : await registry.metrics();
      return reply.type(registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
