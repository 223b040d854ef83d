import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { responseSchema } from './schema.js';

/** The one error body every upstream endpoint answers with. */
export const ErrorBody = z.object({
  id: z.string().describe('Request id, also sent as the x-request-id header'),
  detail: z.string(),
  errorCode: z.string(),
});
export type ErrorBody = z.output<typeof ErrorBody>;

const errorBodySchema = responseSchema(ErrorBody);

/** Response schemas for the given error statuses, to spread into a route's `response`. */
export function errorResponses(...statuses: number[]): Record<number, Record<string, unknown>> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/** Throw from a handler to answer with a specific status and error code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export function notFound(detail: string): ApiError {
  return new ApiError(404, 'not_found', detail);
}

const errorCodeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  503: 'unavailable',
};

interface Described {
  status: number;
  errorCode: string;
  detail: string;
}

function describe(error: FastifyError | ApiError): Described {
  if (error instanceof ApiError) {
    return { status: error.statusCode, errorCode: error.errorCode, detail: error.message };
  }
  if ('validation' in error && error.validation) {
    return {
      status: 400,
      errorCode: 'validation_error',
      detail: `Permintaan tidak valid: ${error.message}`,
    };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, errorCode: errorCodeByStatus[status] ?? 'bad_request', detail: error.message };
  }
  return {
    status: 500,
    errorCode: 'internal_error',
    detail: 'Terjadi kesalahan pada server',
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: string,
  detail: string,
): FastifyReply {
  const body: ErrorBody = { id: String(request.id), detail, errorCode };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const { status, errorCode, detail } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status, errorCode, detail);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return sendError(
      request,
      reply,
      404,
      'not_found',
      `Alamat tidak ditemukan: ${request.method} ${path}`,
    );
  });
}
