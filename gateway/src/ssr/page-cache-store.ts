import type Keyv from 'keyv';
import { LRUCache } from 'lru-cache';
import { clusterSharedStore, type SharedStore } from '../cluster/shared-store.js';
import { createRedisKeyv } from '../graphql/response-cache.js';

/** A rendered visitor page as kept by the cache, a nonce placeholder where its nonces go. */
export interface CachedPage {
  status: number;
  /** Headers of the page itself (content type, owner, render passes); never a cookie. */
  headers: Record<string, string>;
  html: string;
  /** A members' shell only: React's postponed state, which each member's render resumes. */
  postponed?: string | null;
  /** When it was rendered, epoch ms: its age decides fresh, stale or gone. */
  storedAt: number;
}

export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Enough for a few hundred pages of ~200 KB. */
const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

const sizeOf = (page: CachedPage) => (page.html.length + (page.postponed?.length ?? 0)) * 2 + 512;

function memoryStore(): PageStore {
  const lru = new LRUCache<string, CachedPage>({
    maxSize: MEMORY_LIMIT_BYTES,
    sizeCalculation: sizeOf,
  });
  return {
    get: async (key) => lru.get(key),
    set: async (key, page, ttlMs) => {
      lru.set(key, page, { ttl: ttlMs });
    },
    close: async () => lru.clear(),
  };
}

function redisStore(keyv: Keyv<string>): PageStore {
  return {
    async get(key) {
      const raw = await keyv.get(key);
      return raw ? (JSON.parse(raw) as CachedPage) : undefined;
    },
    async set(key, page, ttlMs) {
      await keyv.set(key, JSON.stringify(page), ttlMs);
    },
    close: async () => {
      await keyv.disconnect();
    },
  };
}

function sharedStore(store: SharedStore): PageStore {
  const PREFIX = 'myvalue-page:';
  return {
    async get(key) {
      const raw = await store.get(PREFIX + key);
      return raw ? (JSON.parse(raw) as CachedPage) : undefined;
    },
    set: (key, page, ttlMs) => store.set(PREFIX + key, JSON.stringify(page), ttlMs),
    close: async () => {},
  };
}

/**
 * Where stored pages live: the same choice as the GraphQL response cache (Redis shared by the
 * replicas when REDIS_URL is set, the primary's memory for one machine's workers, else this
 * process's memory, bounded).
 */
export function createPageStore(redisUrl: string | undefined): PageStore {
  if (redisUrl) return redisStore(createRedisKeyv<string>(redisUrl, 'myvalue-page'));
  const shared = clusterSharedStore();
  return shared ? sharedStore(shared) : memoryStore();
}
