import { useBrowserValue } from '../../lib/use-hydrated';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/**
 * True when the visitor asked for reduced motion. The server (and hydration) assume it is
 * asked: nothing starts moving until the browser has said it may.
 */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(subscribe, prefersReducedMotion, true);
}
