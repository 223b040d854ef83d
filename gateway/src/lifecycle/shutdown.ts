import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  signals?: readonly NodeJS.Signals[];
  /** Where the signals arrive: the process, or a stand-in in tests. */
  emitter?: Pick<EventEmitter, 'once'>;
  exit?: (code: number) => void;
  /** In-flight requests get this long; then the process exits anyway. */
  timeoutMs?: number;
}

/**
 * On SIGTERM or SIGINT: the listener closes (a request on a kept-alive connection gets 503 with
 * `Connection: close`, Fastify's `return503OnClosing`), requests under way finish, then the
 * `onClose` hooks close the upstream pools, the probe, Redis and the caches, and the process
 * exits. An orchestrator stops sending traffic once `/readyz` fails or the address is gone.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): void {
  const {
    signals = ['SIGTERM', 'SIGINT'],
    emitter = process,
    exit = (code) => process.exit(code),
    timeoutMs = 10_000,
  } = options;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing the requests under way');
    // A request that never ends must not keep a replaced replica alive.
    const force = setTimeout(() => {
      app.log.warn({ timeoutMs }, 'requests still under way at the shutdown limit; exiting');
      exit(1);
    }, timeoutMs);
    force.unref();
    // A kept-alive connection whose request finished would hold the close until its keep-alive
    // ends (72 s); close each as soon as it is idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => {
        clearInterval(sweep);
        clearTimeout(force);
        app.log.info('closed');
        exit(0);
      },
      (error: unknown) => {
        clearInterval(sweep);
        clearTimeout(force);
        app.log.error({ err: error }, 'close failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) emitter.once(signal, () => shutdown(signal));
}
