import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { pageRoutes } from './content/pages.js';
import { contentRoutes } from './content/routes.js';
import type { Upstream } from './context.js';
import { openPreparedDatabase } from './db/open.js';
import { healthRoutes } from './health.js';
import { installErrorHandling } from './http/errors.js';
import { PublicUrl } from './http/public-url.js';
import { registerRequestTracing } from './http/tracing.js';
import { frameworkErrors, installInputChecks } from './http/untrusted-input.js';
import { echoRequestId, requestIdFor } from './http/request-id.js';
import { identityRoutes } from './identity/routes.js';
import { ssoRoutes } from './sso/routes.js';
import { storageRoutes } from './storage/routes.js';
import { FaultInjector } from './test-hooks/faults.js';
import { Outbox } from './test-hooks/outbox.js';
import { RequestLog } from './test-hooks/request-log.js';
import { registerTestHooks } from './test-hooks/routes.js';

export interface BuildOptions {
  /** "Today" for the seed's relative dates; defaults to the real clock. */
  now?: Date;
  /** Where the JSON log lines go instead of stdout (tests read them), at level info at least. */
  logStream?: NodeJS.WritableStream;
}

/** Headers that sign someone in, in case a log call passes them; bodies are never logged. */
const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  censor: '[redacted]',
};

/**
 * Opens, migrates and seeds the database, then assembles the upstream. The instance is ready
 * but not listening: call `listen`, or use `inject` in tests. Closing it closes the database.
 */
export async function buildUpstream(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const db = await openPreparedDatabase(config, options.now ?? new Date());

  const upstream: Upstream = {
    config,
    db,
    publicUrl: new PublicUrl(config.publicUrl),
    outbox: new Outbox(),
    faults: new FaultInjector(),
    requestLog: new RequestLog(),
  };

  const app = Fastify({
    logger: options.logStream
      ? {
          level: config.logLevel === 'silent' ? 'info' : config.logLevel,
          stream: options.logStream,
          redact,
        }
      : config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact },
    genReqId: requestIdFor,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
    // A plugin's 10 s default was too short on a busy 2-core machine, where the embedded
    // database's synchronous work in the same process holds the event loop.
    pluginTimeout: 60_000,
  });
  app.decorate('upstream', upstream);
  app.addHook('onClose', async () => {
    await db.close();
  });

  try {
    if (config.tracing) await registerRequestTracing(app);
    installErrorHandling(app);
    installInputChecks(app);
    echoRequestId(app);
    if (config.testHooks) registerTestHooks(app, upstream);
    // The original design's web app called the APIs from the browser, on another origin.
    if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });

    await app.register(healthRoutes, { upstream });
    await app.register(contentRoutes, { prefix: '/content', upstream });
    await app.register(pageRoutes, { upstream });
    await app.register(identityRoutes, { prefix: '/identity', upstream });
    await app.register(ssoRoutes, { prefix: '/sso', upstream });
    await app.register(storageRoutes, { prefix: '/storage', upstream });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
