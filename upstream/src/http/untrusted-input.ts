import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';

// C0 and C1 control characters and DEL, except tab and newline: PostgreSQL refuses NUL in
// text (a 500 before this check), and no field of these APIs holds the others.
const CONTROL = /(?![\t\n])\p{Cc}/u;
// With the `u` flag a surrogate pair is one code point: only a lone surrogate matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const ERROR_CODE = 'invalid_input';
const BAD_TEXT = 'Permintaan tidak valid: teks berisi karakter yang tidak diizinkan';
const BAD_URL = 'Permintaan tidak valid: alamat tidak dapat dibaca';
const LONG_PARAM = 'Permintaan tidak valid: bagian alamat terlalu panjang';
const BAD_NUMBER = 'Permintaan tidak valid: angka di luar batas';

/**
 * Ajv coerces `?page=1e309` to Infinity and its integer and maximum checks let that through
 * (PostgreSQL then refused it: a 500); no route takes a number that is not finite.
 */
function hasInfiniteNumber(values: unknown): boolean {
  return Object.values((values ?? {}) as Record<string, unknown>).some(
    (value) => typeof value === 'number' && !Number.isFinite(value),
  );
}

function badText(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

/** A percent-encoded part of the URL, decoded strictly: null when not valid UTF-8. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Whether every path segment and query key and value decodes to acceptable text. */
function urlIsClean(url: string): boolean {
  const [path = '', query = ''] = url.split(/\?(.*)/s, 2);
  const parts = [...path.split('/'), ...query.split(/[&=]/)];
  return parts.every((part) => {
    const text = decoded(part);
    return text !== null && !badText(text);
  });
}

/** Whether any string in a parsed body (JSON or form fields), keys included, is unacceptable. */
function bodyHasBadText(body: unknown): boolean {
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (badText(value)) return true;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (badText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * The refusal, sent before the route's handler: with plain JSON, as the route's own schema for
 * a 400 may describe another body (the partner form's names fields).
 */
function refuse(request: FastifyRequest, reply: FastifyReply, detail: string) {
  reply.serializer((body: unknown) => JSON.stringify(body));
  return sendError(request, reply, 400, ERROR_CODE, detail);
}

/**
 * Fastify's own refusals of a URL (a segment that is not valid UTF-8, a path parameter longer
 * than `maxParamLength`), answered as every other refusal: 400 with the error body. Fastify's
 * defaults were a body of another shape, and a 414 for a long slug.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? LONG_PARAM : BAD_URL;
  return refuse(request, reply, detail);
}

/**
 * Every route takes text as a real API does: a URL or body holding a control character (but
 * tab and newline), a lone surrogate or bytes that are not UTF-8 is a 400 with the error body,
 * before any handler or database sees it (docs/api.md, "Errors").
 */
export function installInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!urlIsClean(request.url)) return refuse(request, reply, BAD_URL);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (bodyHasBadText(request.body)) return refuse(request, reply, BAD_TEXT);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (hasInfiniteNumber(request.query) || hasInfiniteNumber(request.params)) {
      return refuse(request, reply, BAD_NUMBER);
    }
  });
}
