/** SPEC 4/9: the page reload guard. One automatic reload per 10 s at most, across reloads. */
export const RELOAD_GUARD_KEY = 'page-reload-at';
const RELOAD_GUARD_TTL_MS = 10_000;

export interface ReloadStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True (and the time noted) when a reload is allowed now; false inside the guard window. */
export function claimReload(store: ReloadStore, now: number): boolean {
  const last = Number(store.getItem(RELOAD_GUARD_KEY) ?? '');
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_TTL_MS) return false;
  store.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}

/**
 * A route chunk failed to load (usually a deploy removed it). Reload once to get the new
 * build; if that already happened within 10 s, give up and let the error page show.
 */
function reloadAfterChunkError(): boolean {
  let allowed = false;
  try {
    allowed = claimReload(sessionStorage, Date.now());
  } catch {
    allowed = false;
  }
  if (allowed) window.location.reload();
  return allowed;
}

/** Imports a code-split module; a failure reloads the page (once per 10 s) or rethrows. */
export async function importWithReload<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    if (typeof window !== 'undefined' && reloadAfterChunkError()) {
      // The page is going away; never settle so no error page flashes first.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
