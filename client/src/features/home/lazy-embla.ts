import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { autoplayPlugins } from './autoplay-plugins';

/** What the carousel asks of the autoplay plugin (its options, minus Embla's own types). */
export interface AutoplaySettings {
  delay: number;
  stopOnInteraction: boolean;
  stopOnMouseEnter: boolean;
  stopOnFocusIn: boolean;
}

type EmblaCode = [typeof EmblaCarousel, typeof autoplayPlugins];

export interface LazyEmbla {
  /** For the viewport element. */
  ref: (node: HTMLElement | null) => void;
  /** Embla's code is here: `start` runs it at once. */
  ready: boolean;
  /** The instance, once started. */
  embla: EmblaCarouselType | undefined;
  /**
   * Runs Embla now if its code is here, else as soon as it arrives; returns the instance when it
   * runs now. Synchronous, so that a touch starting it is also the first touch of Embla's drag.
   */
  start: () => EmblaCarouselType | undefined;
}

/**
 * Embla (its autoplay, paused out of view) downloaded after hydration and started only when the
 * carousel needs it: the visitor touches or presses it, or its first turn is due (the caller's
 * `start`). The server HTML already shows the first banner, so the first load stays ~7 KB
 * lighter, and Embla's start (measuring every slide, 5–20 ms of this machine's main thread, five
 * to ten times that on a low-end phone) is not in the page's load. `options` and `autoplay` must
 * be stable (memoised): new ones start a running Embla again with them.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplaySettings | null,
): LazyEmbla {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [code, setCode] = useState<EmblaCode>();
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const instance = useRef<EmblaCarouselType | undefined>(undefined);
  const wanted = useRef(false);
  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);

  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('./autoplay-plugins')]).then(
      ([embla, autoplay]) => {
        if (!cancelled) setCode([embla.default, autoplay.autoplayPlugins]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [viewport]);

  const create = useCallback(() => {
    if (!viewport || !code) return undefined;
    const [createEmbla, plugins] = code;
    instance.current = createEmbla(viewport, options, autoplay ? plugins(autoplay) : []);
    setEmbla(instance.current);
    return instance.current;
  }, [viewport, code, options, autoplay]);

  // Asked for before its code arrived, or running when the options changed: (re)started here.
  useEffect(() => {
    if (wanted.current) create();
    return () => {
      instance.current?.destroy();
      instance.current = undefined;
      setEmbla(undefined);
    };
  }, [create]);

  const start = useCallback(() => {
    wanted.current = true;
    return instance.current ?? create();
  }, [create]);

  return { ref, ready: Boolean(viewport && code), embla, start };
}
