import { MEMBER_CACHE_PREFIX, type OfflineMessage } from './offline-contract';

/**
 * Logout: the member's offline pages (the wallet with its voucher codes) leave this browser now.
 * Deleted from the page itself, so it holds even while no worker is active, and the worker is
 * told to forget the member. Never throws: logging out must not fail on it.
 */
export async function clearMemberCaches(): Promise<void> {
  try {
    if (!('caches' in window)) return;
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(MEMBER_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
    const message: OfflineMessage = { type: 'MEMBER', key: null };
    navigator.serviceWorker?.controller?.postMessage(message);
  } catch {
    // Storage blocked (private mode): there is nothing cached to clear either.
  }
}
