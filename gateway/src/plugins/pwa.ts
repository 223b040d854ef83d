import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import {
  encodeBodies,
  pickEncoding,
  STRONGEST,
  type EncodedBodies,
} from '../ssr/page-encodings.js';
import { webAppManifest } from '../ssr/web-app-manifest.js';

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The installable app: its manifest, the service worker and the offline page. The worker and
 * the offline page exist only in a client build (development runs without a worker).
 */
export const pwaPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const clientDir = join(config.clientDist, 'client');
    const manifest = JSON.stringify(webAppManifest(config.brandName));
    const serviceWorker = await readOptional(join(clientDir, 'sw.js'));
    const offlinePage = (await readOptional(join(clientDir, 'offline.html')))?.replaceAll(
      '%BRAND_NAME%',
      config.brandName,
    );

    app.get('/manifest.webmanifest', async (_request, reply) =>
      reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(manifest),
    );

    // Both are written (or branded) when the process starts: compressed once, here, not per
    // request; the same bytes for every download.
    const sendEncoded = (request: FastifyRequest, reply: FastifyReply, bodies: EncodedBodies) => {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.header('vary', 'accept-encoding').send(bodies[encoding]);
    };

    if (serviceWorker) {
      const bodies = await encodeBodies(serviceWorker, STRONGEST);
      // Always revalidated: the browser must see a new deploy's worker at once.
      app.get('/sw.js', async (request, reply) =>
        sendEncoded(
          request,
          reply
            .header('content-type', 'text/javascript; charset=utf-8')
            .header('cache-control', 'no-cache'),
          bodies,
        ),
      );
    }

    if (offlinePage) {
      const bodies = await encodeBodies(offlinePage, STRONGEST);
      const sendOffline = async (request: FastifyRequest, reply: FastifyReply) =>
        sendEncoded(
          request,
          reply
            .header('content-type', 'text/html; charset=utf-8')
            .header('cache-control', 'no-cache'),
          bodies,
        );
      // `/offline.html` is what the worker precaches; `/offline` is the page's own address.
      app.get('/offline', sendOffline);
      app.get('/offline.html', sendOffline);
    }
  },
  { name: 'pwa' },
);
