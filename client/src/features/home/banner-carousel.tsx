import type { FragmentType } from '@apollo/client';
import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import { usePublicConfig } from '../../config/public-config';
import { graphql } from '../../gql';
import { isAllowedExternal } from '../../lib/external-navigation';
import { fragmentData } from '../../lib/fragment-data';
import { BannerPicture } from '../../components/banner-picture';
import { useLazyEmbla } from './lazy-embla';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './home-icons';
import { useHydrated } from '../../lib/use-hydrated';
import { usePrefersReducedMotion } from './reduced-motion';
import * as homeCss from './home.css';
import * as srOnlyCss from '../../components/sr-only.css';

const BannerCarouselFragment = graphql(`
  fragment BannerCarousel_banner on Banner {
    id
    title
    link
    imageDesktop
    imageMobile
  }
`);

/** The cuts the content API delivers for home banners. */
const HOME_BANNER_DESKTOP = { width: 1440, height: 480 };
const HOME_BANNER_MOBILE = { width: 750, height: 420 };

/** How long a banner stays before the next one slides in (autoplay only). */
const AUTOPLAY_DELAY_MS = 5000;
/**
 * Embla's scroll duration (not in ms; its default 25, its docs advise 20–60). Every frame of a
 * turn is the slide's script, style, layerizing and commit on the main thread: at 20 a turn is
 * shorter, and in view the autoplay took 1.6–1.7 s of a slow phone's main thread in 10 s instead
 * of 2.5–2.7 s (bench/RESULTS.md).
 */
const SCROLL_DURATION = 20;

type BannerRef = FragmentType<typeof BannerCarouselFragment>;

/**
 * A banner's link: a site path stays in the app, an absolute address leaves it, and only to a
 * host on the allowlist (SPEC 2): any other address shows the banner without a link.
 */
function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  const config = usePublicConfig();
  if (!link) return <>{children}</>;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} className={homeCss.carouselLink} data-ripple="">
        {children}
      </Link>
    );
  }
  if (!isAllowedExternal(link, config)) {
    return (
      <span className={homeCss.carouselLink} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <a href={link} className={`${homeCss.carouselLink} ${homeCss.carouselLinkExternal}`}>
      {children}
    </a>
  );
}

/**
 * A banner of the carousel. Only the first one's picture is in the server HTML: the others are
 * out of sight, yet the browser's lazy loading fetches whatever lies within a screen or two,
 * sideways too, and on a slow network their bytes held back the page's code. A banner's picture
 * is asked for once it is warm (beside the one shown, the page live), and kept from then on.
 * Memoised: warming changes only the banners beside the one shown.
 */
const BannerSlide = memo(function BannerSlide(props: {
  banner: BannerRef;
  priority: boolean;
  warm: boolean;
}) {
  const banner = fragmentData(BannerCarouselFragment, props.banner);
  const [wasWarm, setWasWarm] = useState(props.warm);
  if (props.warm && !wasWarm) setWasWarm(true);
  return (
    <BannerLink link={banner.link}>
      <BannerPicture
        desktop={banner.imageDesktop}
        mobile={banner.imageMobile}
        alt={banner.title}
        desktopSize={HOME_BANNER_DESKTOP}
        mobileSize={HOME_BANNER_MOBILE}
        priority={props.priority}
        loading={props.warm ? 'eager' : wasWarm ? 'lazy' : 'later'}
      />
    </BannerLink>
  );
});

/**
 * The home banner carousel. The server HTML is the first banner in a box of fixed ratio (no
 * JavaScript needed to see it, nothing shifts on hydration). In the browser, Embla adds swipe,
 * the arrows and dots (real buttons) move between banners, and autoplay runs only when the
 * visitor has not asked for reduced motion; hovering or focusing the carousel pauses it, and
 * any swipe, arrow or dot stops it for good (the visitor has taken over). "Jeda banner" stops it
 * too, and "Putar banner" starts it again (WCAG 2.2.2: whatever moves by itself can be paused).
 * Embla starts at the first touch, arrow or dot, or when the first turn is due (`useLazyEmbla`).
 */
export function BannerCarousel({ banners }: { banners: ReadonlyArray<BannerRef> }) {
  const count = banners.length;
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  // The banners beside the first warm up a task after the page goes live, not in its task: that
  // one renders every browser-only value of the page at once, and on a slow phone the pictures'
  // elements and requests on top made it a long task.
  const [warmable, setWarmable] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const timer = setTimeout(() => setWarmable(true), 0);
    return () => clearTimeout(timer);
  }, [hydrated]);
  const autoplaySettings = useMemo(
    () =>
      reducedMotion || count < 2
        ? null
        : {
            delay: AUTOPLAY_DELAY_MS,
            stopOnInteraction: true,
            // Hover and focus are handled below so that they pause instead of stopping.
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          },
    [reducedMotion, count],
  );
  const emblaOptions = useMemo(() => ({ loop: count > 1, duration: SCROLL_DURATION }), [count]);
  const {
    ref: viewportRef,
    ready,
    embla,
    selected,
    start,
    turnFirst,
  } = useLazyEmbla(emblaOptions, autoplaySettings);
  const tookOver = useRef(false);
  // Stopped by the visitor (a swipe, an arrow, a dot or "Jeda banner"), not paused by a hover.
  const [stopped, setStopped] = useState(false);
  // Paused by a hover or the focus: it goes on when they leave.
  const paused = useRef(false);

  // A dot or arrow pressed before Embla's code arrived: the banner it asked for is shown once
  // Embla runs, and the autoplay stays stopped. A press is never lost.
  const pressedBeforeEmbla = useRef<number | null>(null);
  useEffect(() => {
    if (!embla) return;
    if (pressedBeforeEmbla.current !== null) embla.scrollTo(pressedBeforeEmbla.current, true);
    pressedBeforeEmbla.current = null;
    if (tookOver.current) embla.plugins().autoplay?.stop();
  }, [embla]);

  // The first turn starts Embla (`firstTurn`); from there the autoplay turns every
  // AUTOPLAY_DELAY_MS.
  useEffect(() => {
    if (!ready || !autoplaySettings || embla || stopped) return;
    const timer = setTimeout(() => turnFirst(paused.current), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, autoplaySettings, embla, stopped, turnFirst]);

  if (count === 0) return null;

  const autoplay = () => embla?.plugins().autoplay;
  const pause = () => {
    paused.current = true;
    autoplay()?.stop();
  };
  const resume = () => {
    paused.current = false;
    if (!tookOver.current) autoplay()?.play();
  };
  const takeOver = () => {
    tookOver.current = true;
    setStopped(true);
    autoplay()?.stop();
  };
  const playAgain = () => {
    tookOver.current = false;
    paused.current = false;
    setStopped(false);
    autoplay()?.play();
  };
  // A touch or press on the banners takes over, and starts Embla before its own touch listeners
  // are asked (this is the capture phase), so that the same touch is already its first drag.
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    takeOver();
    start();
  };
  // Reduced motion: jump to the banner instead of sliding.
  const scrollTo = (index: number) => {
    takeOver();
    const running = start();
    if (running) running.scrollTo(index, reducedMotion);
    else pressedBeforeEmbla.current = index;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
  };
  // Banners next to the one shown load ahead, so sliding never shows an empty box.
  const isWarm = (index: number) =>
    warmable &&
    (index === selected ||
      index === (selected + 1) % count ||
      index === (selected + count - 1) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Banner promo"
      data-testid="banner-carousel"
      // Set once Embla's code is here, so a touch or press starts it at once (tests wait for it;
      // no effect on the server HTML).
      data-ready={ready ? '' : undefined}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={onBlur}
    >
      <div className={homeCss.carouselFrame}>
        <div
          ref={viewportRef}
          className={homeCss.carouselViewport}
          onPointerDownCapture={onPointerDown}
        >
          {/* Quiet while the banners turn by themselves (a pause for a hover, the focus or
              out of view turns none); polite once the visitor moves them, which stops it. */}
          <div
            aria-live={autoplaySettings && !stopped ? 'off' : 'polite'}
            className={homeCss.carouselTrack}
          >
            {banners.map((banner, index) => {
              const current = index === selected;
              return (
                <div
                  key={index}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} dari ${count}`}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className={homeCss.carouselSlide}
                  data-testid="banner-slide"
                >
                  <BannerSlide banner={banner} priority={index === 0} warm={isWarm(index)} />
                </div>
              );
            })}
          </div>
        </div>
        {count > 1 ? (
          <>
            <ArrowButton
              side="left"
              label="Banner sebelumnya"
              onClick={() => scrollTo((selected + count - 1) % count)}
            />
            <ArrowButton
              side="right"
              label="Banner berikutnya"
              onClick={() => scrollTo((selected + 1) % count)}
            />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={homeCss.carouselDots}>
          {banners.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`Tampilkan banner ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => scrollTo(index)}
              className={homeCss.carouselDot}
            >
              <span />
            </button>
          ))}
          {/* Only where autoplay runs (the server HTML has no autoplay). */}
          {autoplaySettings ? (
            <button
              type="button"
              onClick={stopped ? playAgain : takeOver}
              className={homeCss.carouselToggle}
              data-testid="banner-autoplay"
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
              <span className={srOnlyCss.srOnly}>{stopped ? 'Putar banner' : 'Jeda banner'}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function ArrowButton(props: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    // On wide screens the arrows sit on the banner's edge, clear of its text.
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className={`${homeCss.carouselArrow} ${props.side === 'left' ? homeCss.carouselArrowLeft : homeCss.carouselArrowRight}`}
    >
      {props.side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}
