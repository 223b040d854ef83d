import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every compressible response above 1 KB (members' pages, GraphQL JSON, ...).
 * These run per request, so the levels are the cheap ones: brotli 4 sent the home page smaller
 * than gzip 9 (27 KB against 29 KB, from 221 KB); brotli 11 took over a second
 * (docs/decisions.md). Responses already compressed carry their Content-Encoding and are left
 * alone: built assets served as .br/.gz, the service worker, and cached pages sent as gzip
 * spliced around their nonce (plugins/ssr.ts). A cached page comes here only until that gzip is
 * prepared, or for a client that does not take gzip.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
}
