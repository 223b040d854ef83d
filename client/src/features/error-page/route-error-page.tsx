import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ErrorPage } from './error-page';

/** Turns whatever a route threw into the error page, with the right status. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();

  if (isRouteErrorResponse(error)) {
    const message =
      error.status === 404
        ? `Page not found: ${location.pathname}`
        : typeof error.data === 'string'
          ? error.data
          : error.statusText;
    return <ErrorPage status={error.status} statusText={error.statusText} message={message} />;
  }
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={upstreamAway(error) ? 503 : 500} message={message} />;
}

/**
 * A query failed because an upstream is down, out of time or overloaded: 503 (try again), as
 * the server answers (gateway/src/plugins/ssr.ts), rather than 500 (broken).
 */
function upstreamAway(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return false;
  return errors.some((entry: { extensions?: { code?: unknown; status?: unknown } }) => {
    const code = entry?.extensions?.code;
    if (code === 'UPSTREAM_UNREACHABLE' || code === 'UPSTREAM_TIMEOUT') return true;
    return code === 'UPSTREAM_ERROR' && [502, 503, 504].includes(Number(entry.extensions?.status));
  });
}
