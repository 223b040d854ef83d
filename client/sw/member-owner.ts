import { CACHE_NAMES, MEMBER_CACHE_PREFIX } from '../src/lib/offline-contract';

const OWNER_URL = '/__member-owner';

/** Whose pages the member caches hold: undefined until read from the owner cache. */
let owner: string | null | undefined;
/** Owner changes one at a time, so a purge never races a second change. */
let queue: Promise<unknown> = Promise.resolve();

/** The member whose pages are kept (null: nobody's), as remembered across worker restarts. */
export async function currentOwner(): Promise<string | null> {
  if (owner === undefined) {
    // caches.match, not caches.open: reading must not create an empty member cache.
    const stored = await caches.match(OWNER_URL, { cacheName: CACHE_NAMES.owner });
    owner = stored ? await stored.text() : null;
  }
  return owner;
}

/** Every member cache, the owner record included. */
async function deleteMemberCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(MEMBER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/**
 * A page (or the page's own report) says who is signed in now. Another member, or nobody,
 * than the one whose pages are kept: those pages are deleted before anything else is stored.
 */
export function setOwner(next: string | null): Promise<void> {
  const change = queue.then(async () => {
    if ((await currentOwner()) === next) return;
    await deleteMemberCaches();
    owner = next;
    if (next) await (await caches.open(CACHE_NAMES.owner)).put(OWNER_URL, new Response(next));
  });
  queue = change.catch(() => undefined);
  return change;
}
