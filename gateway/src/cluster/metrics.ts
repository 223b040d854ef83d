import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { registry } from '../observability/metrics.js';

/**
 * `/metrics` for the whole machine when the gateway runs on several workers: the worker that
 * answers asks the primary, which gathers every worker's registry and sums them (prom-client's
 * own cluster aggregation), so a scrape sees one gateway, not the one worker it reached.
 */
const CHANNEL = 'myvalue-metrics';

interface Ask {
  channel: typeof CHANNEL;
  id: number;
}

interface Answer {
  channel: typeof CHANNEL;
  id: number;
  text?: string;
  error?: string;
}

// In a worker: prom-client answers the primary's asks once an AggregatorRegistry exists in the
// process (its constructor adds the listener), from our registry instead of its global one.
if (cluster.isWorker) {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

/** The primary's side: answers each worker's ask with every worker's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Partial<Ask>) => {
    if (message?.channel !== CHANNEL || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ channel: CHANNEL, id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({ channel: CHANNEL, id, error: String(error) } satisfies Answer),
    );
  });
}

let nextId = 0;

/** A worker's side: the cluster's metrics, in Prometheus' text format. */
export function clusterMetrics(): Promise<string> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const listen = (message: Partial<Answer>) => {
      if (message?.channel !== CHANNEL || message.id !== id) return;
      process.off('message', listen);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics from the primary'));
    };
    process.on('message', listen);
    process.send!({ channel: CHANNEL, id } satisfies Ask);
  });
}
