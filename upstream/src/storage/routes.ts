import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../context.js';
import { errorResponses, notFound } from '../http/errors.js';
import { requestSchema } from '../http/schema.js';
import { getObject } from './objects.js';

const ObjectParams = z.object({ '*': z.string().max(500) });

/** Object storage, mounted under `/storage`. Objects never change under a path, hence the long cache. */
export const storageRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  app.get<{ Params: z.output<typeof ObjectParams> }>(
    '/*',
    {
      schema: {
        params: requestSchema(ObjectParams),
        // 200 carries raw bytes, which no JSON schema describes.
        response: { 304: { type: 'null' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const object = await getObject(upstream.db, request.params['*']);
      if (!object) throw notFound('Berkas tidak ditemukan');

      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', object.etag)
        .header('x-content-type-options', 'nosniff')
        // Stored SVGs may one day come from uploads; never let them run script.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === object.etag) return reply.code(304).send();

      const body = Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength);
      return reply.type(object.contentType).send(body);
    },
  );
};
