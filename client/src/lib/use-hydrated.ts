import { useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

/**
 * The first load goes through three steps: React hydrates the server's HTML, commits it
 * (`markHydrated`), and a task later the page goes live (`markLive`): the components render what
 * only the browser knows. That render is a task of its own: a value differing from the server's
 * at the commit makes React render again at once, after flushing every effect of the hydration,
 * all inside hydration's last task (a long one on a slow phone).
 */
let hydrated = false;
let live = false;
const waitingForLive = new Set<() => void>();

/** The root's hydration has committed (from its layout effects). */
export function markHydrated(): void {
  hydrated = true;
}

/** The browser's values may render now (a task after `markHydrated`). */
export function markLive(): void {
  live = true;
  for (const onChange of waitingForLive) onChange();
  waitingForLive.clear();
}

/**
 * True while the first render in the browser is the root's hydration of the server's HTML; false
 * on the server and for whatever the browser renders after it.
 */
export function isHydratingRoot(): boolean {
  return typeof document !== 'undefined' && !hydrated;
}

function subscribeToLive(onChange: () => void): () => void {
  if (live) return () => {};
  waitingForLive.add(onChange);
  return () => waitingForLive.delete(onChange);
}

const isLive = () => live;
const notLive = () => false;

/**
 * A value only the browser knows (a media query, the network, an API's presence): `serverValue`
 * in the server's HTML, while hydrating and until the page is live, then the browser's, kept
 * current through `subscribe` (a module-level function). `getSnapshot` must return the same value
 * while nothing changed, as for `useSyncExternalStore`.
 */
export function useBrowserValue<T>(subscribe: Subscribe, getSnapshot: () => T, serverValue: T): T {
  // Renders this component again when the page goes live.
  useSyncExternalStore(subscribeToLive, isLive, notLive);
  return useSyncExternalStore(
    subscribe,
    () => (live ? getSnapshot() : serverValue),
    () => serverValue,
  );
}

/** For a value that never changes once the browser has it. */
export const noSubscription: Subscribe = () => () => {};
const always = () => true;

/**
 * False in the server's HTML, while hydrating and until the page is live; true after: a form
 * posted or a dialog opened before the page's JavaScript runs would do nothing.
 */
export function useHydrated(): boolean {
  return useBrowserValue(noSubscription, always, false);
}
