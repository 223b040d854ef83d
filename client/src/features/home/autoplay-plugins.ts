import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { AutoplaySettings } from './lazy-embla';

/** The carousel's autoplay, and its pause while out of view: loaded with Embla. */
export function autoplayPlugins(settings: AutoplaySettings): EmblaPluginType[] {
  return [Autoplay(settings), AutoplayInView()];
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
