import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may look like: a load balancer's or a client's, never a log injection. */
const acceptableId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the id a load balancer (or the browser) sent when it is sane, else makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
}

/** Query parameters that carry a credential: the sign-in return's code and state, tokens. */
const secretParameters =
  /([?&](?:code|state|token|access_token|refresh_token|id_token|otp|password|session_state)=)[^&#]*/gi;

/** A calendar feed's address: its token is the only key to the member's feed. */
const calendarToken = /^(\/kalender\/)[^/?#.]+/;

/** A URL as it may be logged: credentials in its query, and a calendar token, replaced. */
export function loggableUrl(url: string): string {
  return url.replace(secretParameters, '$1[redacted]').replace(calendarToken, '$1[redacted]');
}

/**
 * Pino settings of the gateway: JSON lines, one request id per request, and nothing that
 * signs anyone in. Bodies are never logged; headers that carry credentials are redacted in case
 * a log call passes them (the default request serializer logs none).
 */
export function loggerOptions(
  level: string,
  overrides: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {},
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.otp',
        '*.refresh_token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    // With tracing on, each line of a request names its trace: from a log line to the trace.
    mixin: () => {
      const span = trace.getActiveSpan()?.spanContext();
      return span && isSpanContextValid(span) ? { traceId: span.traceId } : {};
    },
    serializers: {
      req: (request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        headers?: Record<string, unknown>;
      }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    ...overrides,
  };
}

/** Every answer names its request id, so a visitor's report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
