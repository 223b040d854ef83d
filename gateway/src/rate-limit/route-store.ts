import type { CounterStore } from './counter-store.js';

interface RouteLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store interface over the gateway's counter store, so the per-address
 * ceiling and the per-route limits count in the same place (Redis when shared) as the
 * GraphQL mutation limits. Each route with its own limit gets its own namespace.
 */
export function routeStoreFor(counters: CounterStore) {
  return class RouteStore {
    constructor(
      _params?: unknown,
      private readonly namespace = 'requests:',
    ) {}

    // The plugin passes the route's window; its typings only know the first two arguments.
    incr(key: string, callback: IncrCallback, timeWindow = 60_000) {
      counters.hit(this.namespace + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    // Typed as taking route options; at run time the plugin passes them under `routeInfo`.
    child(params: object) {
      const { method, url } = (params as RouteLimitParams).routeInfo ?? {};
      return new RouteStore(undefined, `route:${String(method)}:${url ?? ''}:`);
    }
  };
}
