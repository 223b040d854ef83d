/**
 * Resolves once every address answers 200 (asked every 250 ms), or with the ones that still
 * do not after `timeoutMs`. Used so that `npm start` shows its addresses only when both
 * services can serve a whole page: the upstream migrated and seeded, the gateway reaching it.
 */
export async function waitUntilReady(urls, { timeoutMs = 180_000, stopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(urls);
  while (pending.size > 0 && Date.now() < deadline && !stopped()) {
    await Promise.all(
      [...pending].map(async (url) => {
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
          await response.body?.cancel();
          if (response.status === 200) pending.delete(url);
        } catch {
          // Not listening yet.
        }
      }),
    );
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [...pending];
}
