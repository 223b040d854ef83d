import { useEffect, useState, type RefObject } from 'react';
import { whenIdle, whenLoaded } from './when-idle';

/**
 * True once the element has been in view and the browser idle after the page loaded: the moment
 * to get a control's code ready before it is pressed, as links in view preload theirs
 * (features/resilience/link-preload.ts), so the press does not wait for it to be evaluated.
 */
export function useIdleInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || ready || !element || typeof IntersectionObserver === 'undefined') return;
    let current = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenLoaded(() =>
        whenIdle(() => {
          if (current) setReady(true);
        }),
      );
    });
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [ref, enabled, ready]);
  return ready;
}
