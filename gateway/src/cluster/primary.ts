import cluster from 'node:cluster';
import { serveClusterMetrics } from './metrics.js';
import { serveSharedStore } from './shared-store.js';

export interface PrimaryOptions {
  workers: number;
  /** Keeps the workers' stores in this process: when there is no Redis to share them. */
  shareStores: boolean;
  log?: (message: string) => void;
  signals?: readonly NodeJS.Signals[];
}

/**
 * The cluster's primary: it serves no request itself. It starts one worker per core (each runs
 * the whole gateway on the same port, node handing each connection to one of them), keeps their
 * shared stores when there is no Redis, gathers their metrics for `/metrics`, starts a worker again when one dies, and on SIGTERM or
 * SIGINT passes the signal on and exits once every worker has finished its requests.
 */
export function runPrimary({
  workers,
  shareStores,
  log = console.log,
  signals = ['SIGTERM', 'SIGINT'],
}: PrimaryOptions): void {
  const store = shareStores ? serveSharedStore() : null;
  serveClusterMetrics();
  const live = new Set<number>();
  let stopping = false;
  const start = () => live.add(cluster.fork().id);
  const stopped = () => {
    store?.close();
    process.exit(process.exitCode ?? 0);
  };

  const listened = new Set<number>();
  cluster.on('listening', (worker) => listened.add(worker.id));

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker.id);
    if (stopping) {
      if (live.size === 0) stopped();
      return;
    }
    // One that never served (the port taken, the upstream's config refused) would fail again.
    if (!listened.has(worker.id)) {
      log(`Worker ${worker.process.pid} ended before it served (${signal ?? code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (live.size === 0) process.exit(1);
      return;
    }
    log(`Worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    start();
  });

  for (const signal of signals) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // SIGTERM whatever came: a terminal's Ctrl+C reaches the workers too, and a worker
      // listens once for each signal, so the same one twice would end it at once.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      if (live.size === 0) stopped();
    });
  }

  for (let i = 0; i < workers; i += 1) start();
}
