import { describe, expect, it } from 'vitest';
import { hasRedisServer, useRedis } from '../test-support/redis.js';
import { createPageCache, type Filled } from './page-cache.js';
import { normalisePageUrl, pageCacheKey } from './page-cache-key.js';
import {
  createPageStore,
  withRecentReads,
  type CachedPage,
  type PageStore,
} from './page-cache-store.js';
import { acceptsGzip, pickEncoding } from './page-encodings.js';

async function page(html: string, storedAt: number): Promise<CachedPage> {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    html,
    storedAt,
  };
}

/** A renderer that counts its calls and answers `html #n`, storable unless told otherwise. */
function renderer(
  clock: { now: number },
  options: { storable?: boolean; shareable?: boolean } = {},
) {
  let calls = 0;
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  return {
    get calls() {
      return calls;
    },
    /** Holds every render until `open()`: lets a test line up concurrent requests. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
    fill: async (): Promise<Filled<string>> => {
      calls += 1;
      const html = `html #${calls}`;
      if (gate) await gate;
      return {
        response: html,
        shareable: options.shareable ?? true,
        entry: (options.storable ?? true) ? await page(html, clock.now) : null,
      };
    },
  };
}

const text = (served: { entry: CachedPage | null; response?: string }) =>
  served.entry ? served.entry.html : served.response;

describe('page cache', () => {
  function setup(store: PageStore = createPageStore(undefined)) {
    const clock = { now: 1_000_000 };
    const cache = createPageCache({
      store,
      freshSeconds: 30,
      staleSeconds: 300,
      now: () => clock.now,
    });
    return { clock, cache };
  }

  it('serves a fresh page without rendering again', async () => {
    const { clock, cache } = setup();
    const render = renderer(clock);
    expect((await cache.serve('k', render.fill)).state).toBe('miss');
    clock.now += 29_000;
    const second = await cache.serve('k', render.fill);
    expect(second.state).toBe('hit');
    expect(text(second)).toBe('html #1');
    expect(render.calls).toBe(1);
  });

  it('answers a stale page at once and refreshes it in the background, once', async () => {
    const { clock, cache } = setup();
    const render = renderer(clock);
    await cache.serve('k', render.fill);
    clock.now += 31_000;
    render.hold();
    const [a, b] = await Promise.all([
      cache.serve('k', render.fill),
      cache.serve('k', render.fill),
    ]);
    expect([a.state, b.state]).toEqual(['stale', 'stale']);
    expect(text(a)).toBe('html #1');
    expect(render.calls).toBe(2);
    render.open();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await cache.serve('k', render.fill);
    expect(after.state).toBe('hit');
    expect(text(after)).toBe('html #2');
  });

  it('renders again once the stale time is over too', async () => {
    const { clock, cache } = setup();
    const render = renderer(clock);
    await cache.serve('k', render.fill);
    clock.now += 331_000;
    const served = await cache.serve('k', render.fill);
    expect(served.state).toBe('miss');
    expect(text(served)).toBe('html #2');
  });

  it('renders once for concurrent misses of one key', async () => {
    const { clock, cache } = setup();
    const render = renderer(clock);
    render.hold();
    const all = Promise.all([1, 2, 3, 4].map(() => cache.serve('k', render.fill)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    render.open();
    const served = await all;
    expect(render.calls).toBe(1);
    expect(served.map(text)).toEqual(['html #1', 'html #1', 'html #1', 'html #1']);
  });

  it('never stores a page the render marked unstorable (degraded, not 200, ...)', async () => {
    const { clock, cache } = setup();
    const render = renderer(clock, { storable: false });
    expect(text(await cache.serve('k', render.fill))).toBe('html #1');
    const again = await cache.serve('k', render.fill);
    expect(again.state).toBe('miss');
    expect(text(again)).toBe('html #2');
  });

  it('does not hand a render that set cookies to the requests waiting on it', async () => {
    const { clock, cache } = setup();
    const render = renderer(clock, { storable: false, shareable: false });
    render.hold();
    const all = Promise.all([cache.serve('k', render.fill), cache.serve('k', render.fill)]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    render.open();
    expect((await all).map(text).sort()).toEqual(['html #1', 'html #2']);
  });

  it('keeps serving pages when the store fails', async () => {
    const failing: PageStore = {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const { clock, cache } = setup(failing);
    const served = await cache.serve('k', renderer(clock).fill);
    expect(text(served)).toBe('html #1');
  });
});

describe("a process's copy of what it read from a shared store", () => {
  /** A shared store as another process sees it: what it holds, and how often it is asked. */
  function sharedStore() {
    const pages = new Map<string, CachedPage>();
    let reads = 0;
    const store: PageStore = {
      get: async (key) => {
        reads += 1;
        return pages.get(key);
      },
      set: async (key, stored) => {
        pages.set(key, stored);
      },
      close: async () => {},
    };
    return { store, pages, reads: () => reads };
  }
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers a page read or stored here from memory, for a while', async () => {
    const shared = sharedStore();
    shared.pages.set('build:/', await page('home', 1));
    const store = withRecentReads(shared.store, 60_000);
    expect((await store.get('build:/'))?.html).toBe('home');
    expect((await store.get('build:/'))?.html).toBe('home');
    expect(shared.reads()).toBe(1);

    await store.set('build:/promo', await page('promo', 2), 30_000);
    expect((await store.get('build:/promo'))?.html).toBe('promo');
    expect(shared.reads()).toBe(1);
    // A page nobody stored yet is asked for each time: the next ask may find it rendered.
    expect(await store.get('build:/event')).toBeUndefined();
    expect(await store.get('build:/event')).toBeUndefined();
    expect(shared.reads()).toBe(3);
  });

  it("sees another process's newer page once its copy is over", async () => {
    const shared = sharedStore();
    shared.pages.set('build:/', await page('home #1', 1));
    const store = withRecentReads(shared.store, 20);
    expect((await store.get('build:/'))?.html).toBe('home #1');
    shared.pages.set('build:/', await page('home #2', 2));
    expect((await store.get('build:/'))?.html).toBe('home #1');
    await wait(60);
    expect((await store.get('build:/'))?.html).toBe('home #2');
  });
});

describe('page cache key', () => {
  it('sorts the query and drops tracking parameters', () => {
    expect(normalisePageUrl('/promo?sort=newest&category=kuliner&utm_source=ig&fbclid=x')).toBe(
      '/promo?category=kuliner&sort=newest',
    );
    expect(normalisePageUrl('/promo?gclid=1&utm_campaign=a')).toBe('/promo');
    expect(normalisePageUrl('/promo/1?dari=beranda')).toBe('/promo/1?dari=beranda');
  });

  it('tells pages, queries and builds apart', () => {
    const keys = new Set([
      pageCacheKey('build-a', '/promo'),
      pageCacheKey('build-b', '/promo'),
      pageCacheKey('build-a', '/promo?page=2'),
      pageCacheKey('build-a', '/promo/'),
      pageCacheKey('build-a', '/event'),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('encodings', () => {
  it('prefers brotli, then gzip, else the plain body', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('tells whether gzip is acceptable at all, whatever else is preferred', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0.000, *')).toBe(false);
    expect(acceptsGzip('gzip;q=high')).toBe(false);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe.runIf(hasRedisServer())('page cache shared through Redis', () => {
  const redis = useRedis();

  it('one replica renders, another serves the same page', async () => {
    const first = createPageStore(redis.url);
    const second = createPageStore(redis.url);
    try {
      const clock = { now: Date.now() };
      const render = renderer(clock);
      const a = createPageCache({ store: first, freshSeconds: 30, staleSeconds: 60 });
      const b = createPageCache({ store: second, freshSeconds: 30, staleSeconds: 60 });
      const rendered = await a.serve('build:/promo', render.fill);
      const shared = await b.serve('build:/promo', render.fill);
      expect(shared.state).toBe('hit');
      expect(render.calls).toBe(1);
      expect(shared.entry).toEqual(rendered.entry);
      expect(shared.entry!.html).toBe('html #1');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
