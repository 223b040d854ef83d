import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
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

    if (serviceWorker) {
      // Always revalidated: the browser must see a new deploy's worker at once.
      app.get('/sw.js', async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(serviceWorker),
      );
    }

    if (offlinePage) {
      const sendOffline = async (_request: unknown, reply: FastifyReply) =>
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(offlinePage);
      // `/offline.html` is what the worker precaches; `/offline` is the page's own address.
      app.get('/offline', sendOffline);
      app.get('/offline.html', sendOffline);
    }
  },
  { name: 'pwa' },
);
