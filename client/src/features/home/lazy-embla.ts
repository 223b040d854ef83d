import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/** What the carousel asks of the autoplay plugin (its options, minus Embla's own types). */
export interface AutoplaySettings {
  delay: number;
  stopOnInteraction: boolean;
  stopOnMouseEnter: boolean;
  stopOnFocusIn: boolean;
}

/**
 * `useEmblaCarousel` with Embla (its autoplay, paused out of view) downloaded after hydration: the
 * server HTML already shows the first banner, so swiping can wait a moment while the first
 * load stays ~7 KB lighter. Returns a ref for the viewport and the instance once it runs.
 * `options` and `autoplay` must be stable (memoised): a new object starts Embla again.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplaySettings | null,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('./autoplay-plugins')]).then(
      ([{ default: EmblaCarousel }, { autoplayPlugins }]) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options, autoplay ? autoplayPlugins(autoplay) : []);
        setEmbla(instance);
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, options, autoplay]);

  return [ref, embla];
}
