import type Keyv from 'keyv';
import { LRUCache } from 'lru-cache';
import { createRedisKeyv } from '../graphql/response-cache.js';
import type { EncodedBodies } from './page-encodings.js';

/** A rendered visitor page as kept by the cache: already compressed for every browser. */
export interface CachedPage {
  status: number;
  /** Headers of the page itself (content type, owner, render passes); never a cookie. */
  headers: Record<string, string>;
  bodies: EncodedBodies;
  /** When it was rendered, epoch ms: its age decides fresh, stale or gone. */
  storedAt: number;
}

export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Enough for a few hundred pages of ~100 KB (three encodings each). */
const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

const sizeOf = (page: CachedPage) =>
  page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 512;

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

interface SerialisedPage extends Omit<CachedPage, 'bodies'> {
  bodies: Record<keyof EncodedBodies, string>;
}

function redisStore(keyv: Keyv<string>): PageStore {
  return {
    async get(key) {
      const raw = await keyv.get(key);
      if (!raw) return undefined;
      const stored = JSON.parse(raw) as SerialisedPage;
      return {
        ...stored,
        bodies: {
          identity: Buffer.from(stored.bodies.identity, 'base64'),
          br: Buffer.from(stored.bodies.br, 'base64'),
          gzip: Buffer.from(stored.bodies.gzip, 'base64'),
        },
      };
    },
    async set(key, page, ttlMs) {
      const serialised: SerialisedPage = {
        ...page,
        bodies: {
          identity: page.bodies.identity.toString('base64'),
          br: page.bodies.br.toString('base64'),
          gzip: page.bodies.gzip.toString('base64'),
        },
      };
      await keyv.set(key, JSON.stringify(serialised), ttlMs);
    },
    close: async () => {
      await keyv.disconnect();
    },
  };
}

/**
 * Where visitors' pages live: the same choice as the GraphQL response cache (Redis shared by
 * the replicas when REDIS_URL is set, else this process's memory, bounded).
 */
export function createPageStore(redisUrl: string | undefined): PageStore {
  return redisUrl ? redisStore(createRedisKeyv<string>(redisUrl, 'myvalue-page')) : memoryStore();
}
