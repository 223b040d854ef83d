import type * as SentryModule from '@sentry/react';
import type { PublicConfig } from '../../config/public-config';

type Sentry = typeof SentryModule;

/** Who is signed in, attached to every report. */
export type ReportUser = {
  id: string;
  username?: string;
};

export interface HttpFailure {
  method?: string;
  url: string;
  status?: number;
  message: string;
}

let sentry: Promise<Sentry | null> = Promise.resolve(null);
let currentUser: ReportUser | null = null;

/**
 * SPEC 7: the error-reporting client is active only when a DSN is configured. Without one the
 * SDK is never downloaded (it is a separate chunk, imported on demand).
 */
export function initMonitoring(config: PublicConfig): void {
  if (!config.sentryDsn) return;
  const dsn = config.sentryDsn;
  sentry = import('@sentry/react').then(
    (module) => {
      module.init({
        dsn,
        environment: config.env,
        release: config.buildId,
        integrations: [module.browserTracingIntegration()],
        tracesSampleRate: 0.7,
      });
      if (currentUser) module.setUser(currentUser);
      return module;
    },
    (error: unknown) => {
      console.warn('Error reporting could not start', error);
      return null;
    },
  );
}

export function setReportUser(user: ReportUser | null): void {
  currentUser = user;
  void sentry.then((module) => module?.setUser(user));
}

/** SPEC 7: a failed HTTP response is reported with its method (default GET), URL and user. */
export function reportHttpFailure(failure: HttpFailure): void {
  const method = (failure.method ?? 'GET').toUpperCase();
  console.warn(`${method} ${failure.url} failed: ${failure.message}`);
  void sentry.then((module) => {
    if (!module) return;
    module.withScope((scope) => {
      scope.setTag('http.method', method);
      scope.setTag('http.url', failure.url);
      if (failure.status !== undefined) scope.setTag('http.status', String(failure.status));
      scope.setUser(currentUser);
      scope.setContext('request', { method, url: failure.url, status: failure.status });
      module.captureMessage(`${method} ${failure.url}: ${failure.message}`, 'error');
    });
  });
}

export function reportError(error: unknown): void {
  void sentry.then((module) => module?.captureException(error));
}
