import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { negotiateFormat } from '../images/format.js';
import { createImageService } from '../images/image-service.js';
import { parseImageRequest } from '../images/request.js';
import { SourceError } from '../images/source.js';
import { NotAnImageError } from '../images/transform.js';
import { createUpstreamDispatcher } from '../upstream/http.js';

/**
 * `GET /img?src=<absolute URL>&w=<width>`: a content picture (an SVG drawn) at one of the allowed
 * widths, as AVIF, WebP or JPEG (PNG if it has transparency) by the request's Accept (docs/api.md,
 * "Images"). Sources only from
 * `config.imageSources`; a path never changes its picture there, hence the year-long cache.
 */
export async function imagesPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const dispatcher = createUpstreamDispatcher();
  app.addHook('onClose', () => dispatcher.close());
  const images = createImageService({
    dispatcher,
    timeoutMs: config.upstreamTimeoutMs,
    maxCacheBytes: config.imageCacheBytes,
  });

  app.get('/img', async (request, reply) => {
    reply.header('vary', 'Accept');
    const parsed = parseImageRequest(request.query as Record<string, unknown>, config.imageSources);
    if (!parsed.ok) {
      const errorCode = parsed.status === 403 ? 'forbidden' : 'bad_request';
      return reply.code(parsed.status).send({ errorCode, detail: parsed.detail });
    }
    const format = negotiateFormat(request.headers.accept);
    try {
      const image = await images.get(parsed.request, format);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.body);
    } catch (error) {
      if (error instanceof SourceError) {
        if (error.status === 502) request.log.warn({ err: error }, 'Image source failed');
        return reply.code(error.status).send({
          errorCode: error.status === 404 ? 'not_found' : 'bad_gateway',
          detail: error.message,
        });
      }
      if (error instanceof NotAnImageError) {
        request.log.warn({ err: error }, 'Image source is not a readable image');
        return reply.code(502).send({ errorCode: 'bad_gateway', detail: 'Sumber bukan gambar' });
      }
      throw error;
    }
  });
}
