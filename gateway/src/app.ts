import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { createContextFactory } from './context.js';
import { createErrorReporter } from './observability/error-reporter.js';
import { graphqlPlugin } from './plugins/graphql.js';
import { createUpstreamProbe } from './health/upstream-probe.js';
import { healthPlugin } from './plugins/health.js';
import { createReadiness } from './health/readiness.js';
import { echoRequestId, loggerOptions, requestIdFor } from './observability/logging.js';
import { imagesPlugin } from './plugins/images.js';
import { metricsPlugin } from './plugins/metrics.js';
import { metrics } from './observability/metrics.js';
import { registerRequestTracing } from './observability/tracing.js';
import { crawlersPlugin } from './plugins/crawlers.js';
import { createContentApi } from './upstream/content.js';
import { registerCompression } from './plugins/compression.js';
import { photoRoute } from './modules/account/photo-route.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { createCalendarStore } from './modules/calendar/store.js';
import { registerPlayground } from './plugins/playground.js';
import { pwaPlugin } from './plugins/pwa.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { ssrPlugin } from './plugins/ssr.js';
import { createRedisClient } from './lib/redis-client.js';
import { sharedKeyValue } from './lib/shared-key-value.js';
import { createReminderJob, type ReminderJob } from './modules/push/reminder-job.js';
import { createReminderStore } from './modules/push/reminder-store.js';
import { RefreshCoordinator } from './session/refresh-coordinator.js';
import { createSharedRefresh, redisRefreshStore } from './session/shared-refresh.js';
import { clusterSharedStore } from './cluster/shared-store.js';
import { createNoticeReadStore } from './modules/notification/read-store.js';
import { sessionRoutes } from './session/routes.js';
import { createUpstreamDispatcher } from './upstream/http.js';
import { createActionLimiter } from './rate-limit/action-limiter.js';
import { createCounterStore } from './rate-limit/counter-store.js';
import { createMutationLimiters } from './rate-limit/mutation-limits.js';
import { rateLimitedJson, rateLimitedPageHandler } from './rate-limit/refusals.js';
import { routeStoreFor } from './rate-limit/route-store.js';

export interface BuildAppOptions {
  /** Server rendering needs the client build; API-only tests can leave it out. */
  ssr?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** For tests: the https agent the reminder job reaches their local push service with. */
  pushAgent?: Agent;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled web-push reminders; null when web push is not configured. */
    reminderJob: ReminderJob | null;
  }
}

export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    // JSON lines; a test or a caller may add a stream or change the level, never the redaction.
    logger:
      options.logger === false
        ? false
        : loggerOptions(
            config.logLevel,
            typeof options.logger === 'object' ? options.logger : undefined,
          ),
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Loading the server entry takes seconds on a busy 2-core machine; 10 s (the default)
    // failed start-ups there.
    pluginTimeout: 60_000,
  });

  // What the replicas coordinate through Redis: rate-limit counters and refresh locks (the
  // caches have their own connection inside Keyv).
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, (error) => app.log.warn({ err: error }, 'Redis'))
    : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  // Every limit counts here: in Redis when REDIS_URL is set (shared by the replicas).
  const counters = createCounterStore(redis?.client);
  app.addHook('onClose', () => counters.close());
  echoRequestId(app);

  // Before any route, so every request is counted (and traced, when tracing was started).
  await registerRequestTracing(app);
  await app.register(metricsPlugin, { token: config.metricsToken });
  // Before any plugin, so every route's errors pass it.
  app.setErrorHandler(rateLimitedPageHandler(config.brandName));
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: routeStoreFor(counters),
    // Counters unreachable (Redis down): serve unlimited rather than fail every request.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => rateLimitedJson(Math.ceil(context.ttl / 1000)),
    onExceeded: () => metrics.rateLimited.inc({ limit: 'address' }),
    // Probes from the load balancer and the orchestrator are not visitors.
    // Images too: a page shows dozens, and /img's work is bounded by its allowlist and widths.
    allowList: (request) =>
      request.url === '/healthz' ||
      request.url === '/readyz' ||
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/img?'),
  });

  const dispatchers = {
    content: createUpstreamDispatcher(),
    identity: createUpstreamDispatcher(),
  };
  app.addHook('onClose', async () => {
    await Promise.all([dispatchers.content.close(), dispatchers.identity.close()]);
  });
  const reporter = await createErrorReporter({
    dsn: config.public.sentryDsn,
    environment: config.env,
  });
  app.addHook('onClose', () => reporter.close());
  const probe = createUpstreamProbe({
    timeoutMs: 2000,
    probes: {
      content: `${config.contentApiUrl}/v1/categories?page_size=1`,
      identity: `${config.identityApiUrl}/v2/web/client`,
    },
  });
  app.addHook('onClose', () => probe.close());
  const readiness = createReadiness({ probe });
  // The first answer before the first request: caches store nothing until the upstreams answer.
  app.addHook('onReady', async () => {
    await readiness.check();
  });
  // Web-push reminders: subscriptions in the shared store, one job runner across processes.
  const sharedStore = sharedKeyValue(redis?.client);
  const reminders = createReminderStore(sharedStore);
  const reminderJob =
    config.webPush &&
    createReminderJob({
      settings: config.webPush,
      store: sharedStore,
      reminders,
      log: app.log,
      agent: options.pushAgent,
    });
  app.decorate('reminderJob', reminderJob);
  if (reminderJob) {
    app.addHook('onReady', async () => reminderJob.start());
    app.addHook('onClose', () => reminderJob.stop());
  }
  // Refreshes are coordinated across the replicas (Redis) or one machine's workers.
  const refreshStore = redis ? redisRefreshStore(redis.client) : clusterSharedStore();
  const contextFor = createContextFactory({
    config,
    dispatchers,
    refresher: new RefreshCoordinator(
      config.refreshReuseGraceMs,
      Date.now,
      refreshStore &&
        createSharedRefresh({
          store: refreshStore,
          graceMs: config.refreshReuseGraceMs,
          lockMs: config.upstreamTimeoutMs + 2000,
        }),
    ),
    reporter,
    probe,
    mutationLimits: createMutationLimiters(counters, config.rateLimits),
    seenNotices: createNoticeReadStore(redis?.client),
    reminders,
    calendar: createCalendarStore(redis?.client),
    readiness,
  });

  // Before every route, so each response passes their hooks.
  await app.register(securityHeadersPlugin);
  await registerCompression(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(graphqlPlugin, {
    config,
    contextFor,
    readiness,
    playgroundPage: config.playground ? await registerPlayground(app) : undefined,
  });
  await app.register(sessionRoutes, {
    config,
    contextFor,
    signInLimiter: createActionLimiter(counters, 'signIn', config.rateLimits.signIn),
  });
  await app.register(photoRoute, { contextFor });
  await app.register(calendarRoutes, { contextFor });
  await app.register(healthPlugin, { readiness });
  await app.register(imagesPlugin, { config });
  await app.register(crawlersPlugin, {
    // Outside any request: failures are not reported with a member.
    content: createContentApi({
      baseUrl: config.contentApiUrl,
      timeoutMs: config.upstreamTimeoutMs,
      dispatcher: dispatchers.content,
    }),
    publicUrl: config.publicUrl,
  });

  if (options.ssr ?? true) {
    await app.register(pwaPlugin, { config });
    await app.register(ssrPlugin, { config, contextFor, readiness });
  }
  return app;
}
