import type { CachedPage, PageStore } from './page-cache-store.js';

/** What one render produced, and whether it may be kept and handed to other visitors. */
export interface Filled<R> {
  /** The response as rendered, for the request that asked (and waiters, when shareable). */
  response: R;
  /** Set when the page may be stored: a complete 200 page for nobody in particular. */
  entry: CachedPage | null;
  /** False when the render set cookies: only its own request may receive it. */
  shareable: boolean;
}

/** The stored page to send, or (a render that may not be stored) the response itself. */
export type Served<R> =
  | { state: 'hit' | 'stale' | 'miss'; entry: CachedPage }
  | { state: 'miss'; entry: null; response: R };

export interface PageCacheOptions {
  store: PageStore;
  freshSeconds: number;
  staleSeconds: number;
  now?: () => number;
  /** Store and background-render failures: logged, never a visitor's error. */
  onError?: (error: unknown, key: string) => void;
}

/**
 * Visitors' pages for a short time, stale-while-revalidate: a fresh entry is served as is, a
 * stale one at once while ONE render refreshes it in the background, a missing one is rendered
 * once however many visitors ask for it at the same time.
 */
export function createPageCache({
  store,
  freshSeconds,
  staleSeconds,
  now = Date.now,
  onError = () => {},
}: PageCacheOptions) {
  const freshMs = freshSeconds * 1000;
  const keptMs = (freshSeconds + staleSeconds) * 1000;
  const inFlight = new Map<string, Promise<Filled<unknown>>>();

  async function read(key: string): Promise<CachedPage | undefined> {
    try {
      return await store.get(key);
    } catch (error) {
      onError(error, key);
      return undefined;
    }
  }

  /** Renders once per key at a time; the entry is stored before other requests are let in. */
  function flight<R>(key: string, fill: () => Promise<Filled<R>>): Promise<Filled<R>> {
    const running = inFlight.get(key);
    if (running) return running as Promise<Filled<R>>;
    const started = (async () => {
      const filled = await fill();
      if (filled.entry) {
        try {
          await store.set(key, filled.entry, keptMs);
        } catch (error) {
          onError(error, key);
        }
      }
      return filled;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  const served = <R>({ entry, response }: Filled<R>): Served<R> =>
    entry ? { state: 'miss', entry } : { state: 'miss', entry: null, response };

  return {
    freshSeconds,
    staleSeconds,

    async serve<R>(key: string, fill: () => Promise<Filled<R>>): Promise<Served<R>> {
      const found = await read(key);
      if (found) {
        const age = now() - found.storedAt;
        if (age < freshMs) return { state: 'hit', entry: found };
        if (age < keptMs) {
          if (!inFlight.has(key)) flight(key, fill).catch((error) => onError(error, key));
          return { state: 'stale', entry: found };
        }
      }
      const joined = inFlight.has(key);
      const filled = await flight(key, fill);
      // A render that set cookies belongs to its own request: a waiter renders its own.
      if (joined && !filled.shareable) {
        return served(await fill());
      }
      return served(filled);
    },

    close: () => store.close(),
  };
}
