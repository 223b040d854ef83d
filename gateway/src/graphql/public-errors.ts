import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { UpstreamError } from '../upstream/errors.js';

const UPSTREAM_FAILED = 'Layanan sedang bermasalah, mohon coba lagi nanti.';
const UPSTREAM_REFUSED = 'Permintaan tidak dapat diproses.';
const INTERNAL = 'Terjadi kesalahan pada server, mohon coba lagi nanti.';

/**
 * Apollo Server's `formatError` in production (docs/security.md, "Nothing internal in
 * production"): an upstream failure keeps its code and status, which the client acts on (503
 * page, sign-in), but not its message, which names the upstream's path or a socket error; an
 * unexpected exception keeps only `INTERNAL_SERVER_ERROR`. Our own errors (bad input, rate
 * limits, validation) are written for the visitor and pass as they are.
 */
export function publicError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { path, locations } = formatted;
  if (original instanceof UpstreamError) {
    const { code, status } = original.extensions as { code: string; status: number };
    return {
      message: status >= 500 || status === 0 ? UPSTREAM_FAILED : UPSTREAM_REFUSED,
      ...(locations ? { locations } : {}),
      ...(path ? { path } : {}),
      extensions: { code, status },
    };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    return {
      message: INTERNAL,
      ...(locations ? { locations } : {}),
      ...(path ? { path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}
