import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every compressible response above 1 KB (HTML, GraphQL JSON, the service
 * worker, ...). These run per request, so the levels are the cheap ones: brotli 4 compressed
 * the home page about as small as gzip 9 in a fraction of gzip 9's time (docs/decisions.md).
 * Responses that are already compressed (built assets served as .br/.gz, cached pages) carry
 * their Content-Encoding and are left alone.
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
