import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ANONYMOUS_KEY, MEMBER_KEY_HEADER, OFFLINE_META } from '../src/lib/offline-contract';
import { currentOwner, setOwner } from './member-owner';

/**
 * Marks a page answered from the cache, so the page shows the offline banner with the time its
 * data was rendered (the page cannot see how its own document was answered).
 */
async function asOfflineCopy(response: Response): Promise<Response> {
  const html = await response.text();
  return new Response(
    html.replace('<head>', `<head><meta name="${OFFLINE_META.offlineCopy}" content="1" />`),
    { status: response.status, statusText: response.statusText, headers: response.headers },
  );
}

const ownerOf = (response: Response) => response.headers.get(MEMBER_KEY_HEADER);

/**
 * Every page from the network says whose it is; a change of member (or a visitor's page after
 * a member's) empties the member caches at once. Pages that cannot tell (a redirect, a session
 * whose member could not be loaded) change nothing.
 */
export const watchOwner: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    const key = ownerOf(response);
    if (key) await setOwner(key === ANONYMOUS_KEY ? null : key);
    return response;
  },
};

/** A member cache keeps only the current member's pages and serves nobody else's. */
export const memberPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const key = ownerOf(response);
    if (response.status !== 200 || !key || key === ANONYMOUS_KEY) return null;
    return key === (await currentOwner()) ? response : null;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const owner = await currentOwner();
    if (!owner || ownerOf(cachedResponse) !== owner) return null;
    return asOfflineCopy(cachedResponse);
  },
};

/** The shared cache keeps only pages rendered for a visitor: never a member's HTML. */
export const visitorPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && ownerOf(response) === ANONYMOUS_KEY ? response : null,
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? asOfflineCopy(cachedResponse) : null,
};

/** One entry for the wallet whatever its `?kode=`: the page opens the voucher from its data. */
export const withoutSearch: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};
