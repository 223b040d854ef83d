import type { Config } from './config.js';
import type { Db } from './db/db.js';
import type { PublicUrl } from './http/public-url.js';
import type { FaultInjector } from './test-hooks/faults.js';
import type { Outbox } from './test-hooks/outbox.js';
import type { RequestLog } from './test-hooks/request-log.js';

/** Everything the route modules share; handed to each as a plugin option. */
export interface Upstream {
  config: Config;
  db: Db;
  publicUrl: PublicUrl;
  outbox: Outbox;
  faults: FaultInjector;
  requestLog: RequestLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}
