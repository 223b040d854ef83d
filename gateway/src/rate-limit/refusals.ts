import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITED, rateLimitMessage } from './message.js';

/**
 * The per-address ceiling's refusal (thrown through Fastify's error handler): a 429 whose
 * JSON carries the Indonesian message, and `errors` so a GraphQL client reads it as one.
 */
export function rateLimitedJson(retryAfter: number) {
  const message = rateLimitMessage(Math.max(1, retryAfter));
  return Object.assign(new Error(message), {
    statusCode: 429,
    code: RATE_LIMITED,
    retryAfter,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A page for a browser sent to a limited route (sign-in start): what happened, and a way
 * home. Plain, without scripts or inline styles, so it passes any Content-Security-Policy.
 */
export function sendRateLimitedPage(reply: FastifyReply, retryAfter: number, brandName: string) {
  const message = escapeHtml(rateLimitMessage(retryAfter));
  return reply
    .code(429)
    .header('retry-after', String(retryAfter))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="id"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Terlalu banyak percobaan · ${escapeHtml(brandName)}</title>` +
        `</head>` +
        `<body><h1>Terlalu banyak percobaan</h1><p data-testid="rate-limited">${message}</p>` +
        `<p><a href="/">Kembali ke beranda</a></p></body></html>`,
    );
}

/**
 * The app's error handler for the ceiling's refusal: a browser asking for a page gets the
 * plain page with the message instead of JSON; every other error goes on to Fastify's own
 * handler.
 */
export function rateLimitedPageHandler(brandName: string) {
  return function handleError(
    error: FastifyError & { retryAfter?: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
    if (error.code === RATE_LIMITED && error.statusCode === 429 && wantsPage) {
      return sendRateLimitedPage(reply, error.retryAfter ?? 60, brandName);
    }
    throw error;
  };
}
