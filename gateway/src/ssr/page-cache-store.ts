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

function memoryStore(limitBytes = MEMORY_LIMIT_BYTES): PageStore {
  const lru = new LRUCache<string, CachedPage>({
    maxSize: limitBytes,
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
 * How long a process answers from its own copy of a page it read or stored, before asking a
 * shared store again. A shared store hands a page over as a string: from the primary over IPC
 * (~130 KB of HTML serialised twice), or from Redis, then parsed. Every hit paid that, and the
 * cached home page answered 475/s with two workers against 1,030/s from one worker's own memory
 * (bench/RESULTS.md, "Cached pages from a process's own copy"). For a second, a page rendered
 * anew by another process is not seen here: the page cache keeps pages fresh for far longer.
 */
const RECENT_READ_MS = 1000;

/** As much as a process keeps of the pages it read recently: a few dozen pages. */
const RECENT_LIMIT_BYTES = 16 * 1024 * 1024;

/** `store`, with what this process read or stored in the last `keptMs` answered from memory. */
export function withRecentReads(store: PageStore, keptMs = RECENT_READ_MS): PageStore {
  const recent = memoryStore(RECENT_LIMIT_BYTES);
  return {
    async get(key) {
      const kept = await recent.get(key);
      if (kept) return kept;
      const page = await store.get(key);
      if (page) await recent.set(key, page, keptMs);
      return page;
    },
    async set(key, page, ttlMs) {
      await store.set(key, page, ttlMs);
      await recent.set(key, page, keptMs);
    },
    close: async () => {
      await recent.close();
      await store.close();
    },
  };
}

/**
 * Where stored pages live: the same choice as the GraphQL response cache (Redis shared by the
 * replicas when REDIS_URL is set, the primary's memory for one machine's workers, else this
 * process's memory, bounded).
 */
export function createPageStore(redisUrl: string | undefined): PageStore {
  if (redisUrl) {
    return withRecentReads(redisStore(createRedisKeyv<string>(redisUrl, 'myvalue-page')));
  }
  const shared = clusterSharedStore();
  return shared ? withRecentReads(sharedStore(shared)) : memoryStore();
}
