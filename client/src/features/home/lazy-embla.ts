import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as EmblaRuntime from './embla-runtime';

/** What the carousel asks of the autoplay plugin (its options, minus Embla's own types). */
export interface AutoplaySettings {
  delay: number;
  stopOnInteraction: boolean;
  stopOnMouseEnter: boolean;
  stopOnFocusIn: boolean;
}

export interface LazyEmbla {
  /** For the viewport element. */
  ref: (node: HTMLElement | null) => void;
  /** Embla's code is here: `start` runs it at once. */
  ready: boolean;
  /** The instance, once started. */
  embla: EmblaCarouselType | undefined;
  /** The index of the slide shown (the first until Embla runs). */
  selected: number;
  /**
   * Runs Embla now if its code is here, else as soon as it arrives; returns the instance when it
   * runs now. Synchronous, so that a touch starting it is also the first touch of Embla's drag.
   */
  start: () => EmblaCarouselType | undefined;
  /** Starts Embla with the autoplay's first turn (`firstTurn`); `held` by a hover or the focus. */
  turnFirst: (held: boolean) => void;
}

/**
 * Embla (its autoplay, paused out of view) downloaded after hydration and started only when the
 * carousel needs it: the visitor touches or presses it (`start`), or its first turn is due
 * (`turnFirst`). The server HTML already shows the first banner, so the first load stays ~7 KB
 * lighter, and Embla's start (measuring every slide, 5–20 ms of this machine's main thread, five
 * to ten times that on a low-end phone) is not in the page's load. `options` and `autoplay` must
 * be stable (memoised): new ones start a running Embla again with them.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplaySettings | null,
): LazyEmbla {
  // A ref, not state: a state update from a ref callback is rendered in hydration's commit.
  const viewport = useRef<HTMLElement | null>(null);
  const [runtime, setRuntime] = useState<typeof EmblaRuntime>();
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const instance = useRef<EmblaCarouselType | undefined>(undefined);
  const wanted = useRef(false);

  useEffect(() => {
    if (!viewport.current) return;
    let cancelled = false;
    void import('./embla-runtime').then((loaded) => {
      if (!cancelled) setRuntime(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const create = useCallback(() => {
    if (!viewport.current || !runtime) return undefined;
    const started = runtime.startEmbla(viewport.current, options, autoplay, setSelected);
    instance.current = started;
    setEmbla(started);
    return started;
  }, [runtime, options, autoplay]);

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

  const turnFirst = useCallback(
    (held: boolean) => {
      const started = start();
      if (started) runtime?.firstTurn(started, held);
    },
    [start, runtime],
  );

  const ref = useCallback((node: HTMLElement | null) => {
    viewport.current = node;
  }, []);

  return {
    ref,
    ready: Boolean(runtime),
    embla,
    selected,
    start,
    turnFirst,
  };
}
