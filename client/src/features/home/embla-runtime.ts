// Embla and its plugins: loaded after hydration, run when the carousel needs them (lazy-embla.ts).
import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaOptionsType,
  type EmblaPluginType,
} from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { AutoplaySettings } from './lazy-embla';

/**
 * Embla on the viewport, with the autoplay where it runs, paused out of view. `onSelect` hears
 * every slide shown, from before anything can scroll it.
 */
export function startEmbla(
  viewport: HTMLElement,
  options: EmblaOptionsType,
  autoplay: AutoplaySettings | null,
  onSelect: (index: number) => void,
): EmblaCarouselType {
  const embla = EmblaCarousel(
    viewport,
    options,
    autoplay ? [Autoplay(autoplay), AutoplayInView()] : [],
  );
  embla.on('select', () => onSelect(embla.selectedScrollSnap()));
  return embla;
}

/**
 * The autoplay's first turn, with which the carousel starts Embla: at once,
 * unless a hover or the focus holds the carousel (the autoplay then waits for them to leave) or
 * it is out of view (the autoplay waits for it to come back, below).
 */
export function firstTurn(embla: EmblaCarouselType, held: boolean): void {
  const autoplay = embla.plugins().autoplay;
  const box = embla.rootNode().getBoundingClientRect();
  if (held) autoplay?.stop();
  else if (autoplay && box.bottom > 0 && box.top < window.innerHeight) {
    embla.scrollNext();
    autoplay.reset();
  }
}

/**
 * An Embla plugin beside the autoplay: the slides wait while the carousel is scrolled out of
 * view, and go on when it is back. A slide nobody sees still costs a slow phone's main thread
 * its animation frames and re-render, and the data plan the next banner's download. Only a run
 * this plugin paused is resumed, so whatever else holds the autoplay (the visitor stopped it, a
 * hover, the focus) still holds it.
 */
function AutoplayInView(): EmblaPluginType {
  let observer: IntersectionObserver | undefined;
  return {
    name: 'autoplayInView',
    options: {},
    init(embla: EmblaCarouselType) {
      const autoplay = () => embla.plugins().autoplay;
      let inView = true;
      let resumeInView = false;
      // Started while away (a hover ended there): it waits for the carousel too. After the
      // autoplay's own start has finished, which announces itself before it sets its timer.
      embla.on('autoplay:play', () => {
        if (inView) return;
        resumeInView = true;
        queueMicrotask(() => autoplay()?.stop());
      });
      observer = new IntersectionObserver(([entry]) => {
        inView = entry?.isIntersecting ?? true;
        if (!inView) {
          resumeInView = resumeInView || (autoplay()?.isPlaying() ?? false);
          autoplay()?.stop();
        } else if (resumeInView) {
          resumeInView = false;
          autoplay()?.play();
        }
      });
      observer.observe(embla.rootNode());
    },
    destroy() {
      observer?.disconnect();
    },
  };
}
