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
  return <ErrorPage status={500} message={message} />;
}
