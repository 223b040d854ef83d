import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../context.js';
import { errorResponses, notFound } from '../http/errors.js';
import { requestSchema } from '../http/schema.js';
import { getObject, type StoredObject } from './objects.js';
import { createPhotoCache, type PhotoCache } from './photo/photo-cache.js';
import { PHOTO_RECIPE_TYPE, decodePhotoRecipe } from './photo/recipe.js';

const ObjectParams = z.object({ '*': z.string().max(500) });

/** Object storage, mounted under `/storage`. Objects never change under a path, hence the long cache. */
export const storageRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const photos = createPhotoCache();
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

      const served = object.contentType === PHOTO_RECIPE_TYPE ? photoOf(object) : object;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', served.etag)
        .header('x-content-type-options', 'nosniff')
        // Stored SVGs may one day come from uploads; never let them run script.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
      if ('render' in served) return reply.type('image/jpeg').send(await served.render(photos));

      const body = Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength);
      return reply.type(object.contentType).send(body);
    },
  );
};

/** Bump when `renderPhotoJpeg` draws differently, so that caches drop the old bytes. */
const PHOTO_VERSION = 'p1';

/** A stored photo recipe served as its JPEG; the ETag follows from the recipe and the version. */
function photoOf(object: StoredObject) {
  const etag = object.etag.replace(/"$/, `-${PHOTO_VERSION}"`);
  return {
    etag,
    render: (photos: PhotoCache) => photos.get(etag, decodePhotoRecipe(object.body)),
  };
}
