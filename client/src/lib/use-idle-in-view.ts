import { useEffect, useState, type RefObject } from 'react';
import { whenIdle, whenLoaded } from './when-idle';

/**
 * True once the element has been in view (with no element: once the page is shown) and the
 * browser idle after the page loaded: the moment to get a control's code ready before it is
 * pressed, as links in view preload theirs (features/resilience/link-preload.ts), so the press
 * does not wait for it to be evaluated.
 */
export function useIdleInView(ref: RefObject<Element | null> | null, enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    let current = true;
    const prepare = () =>
      whenLoaded(() =>
        whenIdle(() => {
          if (current) setReady(true);
        }),
      );
    if (!ref) {
      prepare();
      return () => {
        current = false;
      };
    }
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      prepare();
    });
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [ref, enabled, ready]);
  return ready;
}
