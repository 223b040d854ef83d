/** A failed upstream response, as SPEC 7 wants it reported. */
interface FailedResponse {
  /** HTTP method; GET when not known. */
  method?: string;
  /** The endpoint, without its query string. */
  url: string;
  status: number;
  /** The member's value id, when the request is a member's. */
  user: string | null;
}

export interface ErrorReporter {
  failedResponse(failure: FailedResponse): void;
  close(): Promise<void>;
}

const silent: ErrorReporter = {
  failedResponse: () => undefined,
  close: async () => undefined,
};

/**
 * Reports to the error-reporting service only when a DSN is configured; otherwise nothing is
 * loaded and nothing leaves the process. Traces are sampled at 0.7 (SPEC 9).
 */
export async function createErrorReporter(options: {
  dsn: string | null;
  environment: string;
}): Promise<ErrorReporter> {
  if (!options.dsn) return silent;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: 0.7,
    // Query strings can carry one-time codes (the sign-in return): keep them out of reports.
    beforeBreadcrumb: (breadcrumb) => {
      if (breadcrumb.data) delete breadcrumb.data['url.query'];
      return breadcrumb;
    },
  });
  return {
    failedResponse({ method = 'GET', url, status, user }) {
      Sentry.withScope((scope) => {
        scope.setTag('http.method', method);
        scope.setTag('http.url', url);
        scope.setTag('http.status_code', String(status));
        scope.setTag('user', user ?? 'visitor');
        scope.setUser(user ? { id: user } : null);
        Sentry.captureMessage(`Upstream answered ${status}: ${method} ${url}`, 'error');
      });
    },
    close: async () => {
      await Sentry.close(2000);
    },
  };
}
