import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@myvalue/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context.js';
import { UpstreamError } from '../../upstream/errors.js';
import { photoUrl } from '../viewer/user.js';

/** The identity API's own limit (2 MB), the same constant the photo form checks with. */
/** Image types the identity API takes (it checks the magic bytes itself). */
const IMAGE_TYPES = new Set(PHOTO_TYPES);

export interface PhotoRouteOptions {
  contextFor: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
}

function refuse(reply: FastifyReply, status: number, errorCode: string, detail: string) {
  return reply.code(status).send({ errorCode, detail });
}

/**
 * `POST /webapi/account/photo`: a member's new photo (multipart, field `photo`), proxied to the
 * identity API with the session's token. Answers `{ photo }` (absolute URL), or
 * `{ errorCode, detail }` with 401, 400 (no file, not an image), 413 (over 2 MB) or 415
 * (not PNG, JPEG or WebP). Not wrapped with fastify-plugin: the multipart parser stays here.
 */
export async function photoRoute(app: FastifyInstance, { contextFor }: PhotoRouteOptions) {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.post('/webapi/account/photo', async (request, reply) => {
    const context = contextFor(request, reply);
    const accessToken = await context.session.accessToken();
    if (!accessToken) {
      return refuse(reply, 401, 'unauthorized', 'Sesi tidak valid atau sudah berakhir');
    }
    if (!request.isMultipart()) {
      return refuse(reply, 415, 'unsupported_media_type', 'Kirim foto sebagai multipart/form-data');
    }
    const file = await request.file();
    if (!file || file.fieldname !== 'photo') {
      return refuse(reply, 400, 'invalid_photo', 'Pilih foto yang akan diunggah');
    }
    if (!IMAGE_TYPES.has(file.mimetype)) {
      file.file.resume();
      return refuse(reply, 415, 'invalid_photo', 'Foto harus berformat PNG, JPEG atau WebP');
    }
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return refuse(reply, 413, 'photo_too_large', 'Ukuran foto maksimal 2 MB');
      }
      throw error;
    }
    try {
      const result = await context.identity.uploadPhoto(accessToken, {
        data,
        filename: file.filename || 'photo',
        mimetype: file.mimetype,
      });
      return { photo: photoUrl(result.photo, context.config.storageUrl) };
    } catch (error) {
      if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) {
        return refuse(
          reply,
          error.status,
          error.errorCode ?? 'invalid_photo',
          error.detail ?? 'Foto tidak dapat disimpan',
        );
      }
      request.log.error({ err: error }, 'photo upload failed');
      return refuse(reply, 502, 'upstream_error', 'Foto belum dapat disimpan, coba lagi nanti');
    }
  });
}
