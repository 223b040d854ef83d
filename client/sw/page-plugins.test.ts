import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MemberOwner from './member-owner';
import type * as PagePlugins from './page-plugins';

/** Just enough of CacheStorage for the owner rules: named caches of URL → Response. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => void store.set(url, response),
    };
  }
  async match(url: string, options: { cacheName: string }) {
    return this.stores.get(options.cacheName)?.get(url)?.clone();
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const page = (owner: string | null, body = '<html><head><title>x</title></head></html>') =>
  new Response(body, { headers: owner ? { 'x-member-key': owner } : {} });

let fake: FakeCaches;
let plugins: typeof PagePlugins;
let owner: typeof MemberOwner;

// Workbox calls the hooks with more arguments; these rules read only the response.
const call = <T>(hook: ((arg: never) => T) | undefined, arg: object) =>
  hook!(arg as never) as Awaited<T>;

beforeEach(async () => {
  fake = new FakeCaches();
  vi.stubGlobal('caches', fake);
  vi.resetModules();
  plugins = await import('./page-plugins');
  owner = await import('./member-owner');
});

describe('the owner of the member caches', () => {
  it('changes only with another member or a visitor, and then empties every member cache', async () => {
    await owner.setOwner('budi');
    await (await fake.open('member-wallet')).put('/account/voucher', page('budi'));
    await (await fake.open('pages')).put('/about', page('anonymous'));

    await owner.setOwner('budi');
    expect(fake.stores.has('member-wallet')).toBe(true);

    await owner.setOwner('siti');
    expect(fake.stores.has('member-wallet')).toBe(false);
    expect(fake.stores.has('pages')).toBe(true);
    expect(await owner.currentOwner()).toBe('siti');

    await owner.setOwner(null);
    expect([...fake.stores.keys()].filter((name) => name.startsWith('member-'))).toEqual([]);
    expect(await owner.currentOwner()).toBeNull();
  });

  it('is remembered when the worker starts again', async () => {
    await owner.setOwner('budi');
    vi.resetModules();
    const restarted = await import('./member-owner');
    expect(await restarted.currentOwner()).toBe('budi');
  });
});

describe('page plugins', () => {
  it("follow each page's owner header; a page that cannot tell changes nothing", async () => {
    await call(plugins.watchOwner.fetchDidSucceed, { response: page('budi') });
    expect(await owner.currentOwner()).toBe('budi');
    await call(plugins.watchOwner.fetchDidSucceed, { response: page(null) });
    expect(await owner.currentOwner()).toBe('budi');
    await call(plugins.watchOwner.fetchDidSucceed, { response: page('anonymous') });
    expect(await owner.currentOwner()).toBeNull();
  });

  it("keep and serve only the current member's pages in a member cache", async () => {
    await owner.setOwner('budi');
    const store = plugins.memberPagesOnly.cacheWillUpdate!;
    expect(await call(store, { response: page('budi') })).toBeInstanceOf(Response);
    expect(await call(store, { response: page('siti') })).toBeNull();
    expect(await call(store, { response: page('anonymous') })).toBeNull();
    expect(await call(store, { response: page(null) })).toBeNull();

    const serve = plugins.memberPagesOnly.cachedResponseWillBeUsed!;
    expect(await call(serve, { cachedResponse: page('siti') })).toBeNull();
    const copy = await call(serve, { cachedResponse: page('budi') });
    expect(await copy!.text()).toContain('<head><meta name="offline-copy" content="1" />');

    await owner.setOwner(null);
    expect(await call(serve, { cachedResponse: page('budi') })).toBeNull();
  });

  it("keep only visitors' pages in the shared cache", async () => {
    const store = plugins.visitorPagesOnly.cacheWillUpdate!;
    expect(await call(store, { response: page('anonymous') })).toBeInstanceOf(Response);
    expect(await call(store, { response: page('budi') })).toBeNull();
    expect(await call(store, { response: page(null) })).toBeNull();
  });

  it('keep the wallet under one key whatever its voucher', async () => {
    const key = await call(plugins.withoutSearch.cacheKeyWillBeUsed, {
      request: new Request('http://localhost/account/voucher?kode=MVB-AKTIF-01'),
    });
    expect(key).toBe('http://localhost/account/voucher');
  });
});
