import cluster, { type Worker } from 'node:cluster';
import { LRUCache } from 'lru-cache';

/**
 * What the gateway's workers share when there is no Redis (docs/architecture.md, "Workers"):
 * the page cache, the GraphQL response cache, the rate-limit counters and the token-refresh
 * locks, kept by the primary process and reached over the cluster's IPC channel. The same few
 * operations the Redis-backed stores use, so each store has one shape for both.
 */
export interface SharedStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Stores only when the key is absent (a lock); true when it did. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes only while the key still holds `value` (a lock's owner letting go). */
  deleteIfEquals(key: string, value: string): Promise<void>;
  /** Counts one more in the key's fixed window, starting one when there is none. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

type Operation =
  | { op: 'get'; key: string }
  | { op: 'set'; key: string; value: string; ttlMs: number }
  | { op: 'delete'; key: string }
  | { op: 'setIfAbsent'; key: string; value: string; ttlMs: number }
  | { op: 'deleteIfEquals'; key: string; value: string }
  | { op: 'hit'; key: string; windowMs: number };

const CHANNEL = 'myvalue-shared-store';

interface Request {
  channel: typeof CHANNEL;
  id: number;
  operation: Operation;
}

interface Reply {
  channel: typeof CHANNEL;
  id: number;
  result?: unknown;
  error?: string;
}

/** As much as the page cache and the response cache may hold in memory together. */
const MEMORY_LIMIT_BYTES = 128 * 1024 * 1024;

/** The primary's store, answering every worker's operations. */
export function serveSharedStore(): { close(): void } {
  const values = new LRUCache<string, string>({
    maxSize: MEMORY_LIMIT_BYTES,
    sizeCalculation: (value, key) => (value.length + key.length) * 2 + 64,
  });
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;

  function perform(operation: Operation): unknown {
    switch (operation.op) {
      case 'get':
        return values.get(operation.key);
      case 'set':
        values.set(operation.key, operation.value, { ttl: operation.ttlMs });
        return undefined;
      case 'delete':
        values.delete(operation.key);
        return undefined;
      case 'setIfAbsent':
        if (values.has(operation.key)) return false;
        values.set(operation.key, operation.value, { ttl: operation.ttlMs });
        return true;
      case 'deleteIfEquals':
        if (values.get(operation.key) === operation.value) values.delete(operation.key);
        return undefined;
      case 'hit': {
        const at = Date.now();
        // Forget ended windows now and then, so one-off addresses do not pile up.
        if (at >= nextSweep) {
          for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
          nextSweep = at + 60_000;
        }
        let window = windows.get(operation.key);
        if (!window || window.endsAt <= at) {
          window = { count: 0, endsAt: at + operation.windowMs };
          windows.set(operation.key, window);
        }
        window.count += 1;
        return { count: window.count, resetInMs: window.endsAt - at };
      }
    }
  }

  const onMessage = (worker: Worker, message: unknown) => {
    const request = message as Partial<Request> | null;
    if (request?.channel !== CHANNEL || typeof request.id !== 'number' || !request.operation) {
      return;
    }
    let reply: Reply;
    try {
      reply = { channel: CHANNEL, id: request.id, result: perform(request.operation) };
    } catch (error) {
      reply = { channel: CHANNEL, id: request.id, error: String(error) };
    }
    if (worker.isConnected()) worker.send(reply);
  };
  cluster.on('message', onMessage);
  return {
    close: () => {
      cluster.off('message', onMessage);
      values.clear();
      windows.clear();
    },
  };
}

/** The worker's side: each operation a message to the primary, answered by its id. */
function connectSharedStore(): SharedStore {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    const reply = message as Partial<Reply> | null;
    if (reply?.channel !== CHANNEL || typeof reply.id !== 'number') return;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.result);
  });

  function ask<T>(operation: Operation): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!process.send || !process.connected) {
        reject(new Error('The shared store (the primary process) is not reachable'));
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      const request: Request = { channel: CHANNEL, id, operation };
      process.send(request, undefined, undefined, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  }

  return {
    get: (key) => ask({ op: 'get', key }),
    set: (key, value, ttlMs) => ask({ op: 'set', key, value, ttlMs }),
    delete: (key) => ask({ op: 'delete', key }),
    setIfAbsent: (key, value, ttlMs) => ask({ op: 'setIfAbsent', key, value, ttlMs }),
    deleteIfEquals: (key, value) => ask({ op: 'deleteIfEquals', key, value }),
    hit: (key, windowMs) => ask({ op: 'hit', key, windowMs }),
  };
}

let workerStore: SharedStore | undefined;

/**
 * The primary's store when this process is one of the gateway's workers, else undefined (a
 * single process keeps its stores in its own memory).
 */
export function clusterSharedStore(): SharedStore | undefined {
  if (!cluster.isWorker) return undefined;
  workerStore ??= connectSharedStore();
  return workerStore;
}
