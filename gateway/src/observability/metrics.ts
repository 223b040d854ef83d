import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The gateway's Prometheus metrics (docs/operations.md, "Metrics"), in one registry for the
 * process. Every label takes its values from a closed set (route patterns, operation names of the
 * trusted documents, endpoint templates, outcomes), never from a URL, an id or a member, so the
 * number of series stays bounded whatever the traffic asks for.
 */
export const registry = new Registry();

collectDefaultMetrics({ register: registry });

/** Seconds, from 5 ms to 10 s: a cached page is under 5 ms, a slow upstream near its timeout. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  httpRequests: new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  graphqlOperations: new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations, by operation name and outcome (ok, error).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  }),
  graphqlDuration: new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name.',
    labelNames: ['operation'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  renderDuration: new Histogram({
    name: 'ssr_render_duration_seconds',
    help: 'Server render time of a page (its data included), by route pattern and kind (whole, shell, member).',
    labelNames: ['route', 'kind'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  upstreamRequests: new Counter({
    name: 'upstream_requests_total',
    help: 'Calls to an upstream API, by service, method, endpoint template and status (0: unreachable).',
    labelNames: ['service', 'method', 'endpoint', 'status'] as const,
    registers: [registry],
  }),
  upstreamDuration: new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Time of a call to an upstream API, retries included, by service and endpoint template.',
    labelNames: ['service', 'method', 'endpoint'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  upstreamRetries: new Counter({
    name: 'upstream_retries_total',
    help: 'GET calls to an upstream sent again after a retryable status (SPEC 7), by service and endpoint template.',
    labelNames: ['service', 'endpoint'] as const,
    registers: [registry],
  }),
  pageCache: new Counter({
    name: 'page_cache_requests_total',
    help: 'Pages asked of the page cache, by result (hit, stale, miss, bypass) and whose (visitor, member shell).',
    labelNames: ['result', 'kind'] as const,
    registers: [registry],
  }),
  responseCache: new Counter({
    name: 'graphql_response_cache_requests_total',
    help: 'GraphQL queries asked of the response cache, by result (hit, miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  rateLimited: new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit (per-address ceiling, sign-in, or a mutation field).',
    labelNames: ['limit'] as const,
    registers: [registry],
  }),
  sessionRefreshes: new Counter({
    name: 'session_refreshes_total',
    help: 'Token refreshes, by outcome (ok, failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  signIns: new Counter({
    name: 'sign_ins_total',
    help: 'Returns from the sign-on host, by outcome (ok, failed).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  memberActions: new Counter({
    name: 'member_actions_total',
    help: 'Claims and event registrations, by action and outcome (ok, refused, unauthenticated, error).',
    labelNames: ['action', 'outcome'] as const,
    registers: [registry],
  }),
};

/** A member's write as counted: its result's shape, never the upstream's own error code. */
function actionOutcome(result: { ok: boolean; error: { code: string } | null }) {
  if (result.ok) return 'ok';
  return result.error?.code === 'UNAUTHENTICATED' ? 'unauthenticated' : 'refused';
}

/** Counts a claim or a registration once it is answered: ok, refused, unauthenticated or error. */
export async function countMemberAction<T extends { ok: boolean; error: { code: string } | null }>(
  action: 'claim' | 'registration',
  run: Promise<T>,
): Promise<T> {
  try {
    const result = await run;
    metrics.memberActions.inc({ action, outcome: actionOutcome(result) });
    return result;
  } catch (error) {
    metrics.memberActions.inc({ action, outcome: 'error' });
    throw error;
  }
}
