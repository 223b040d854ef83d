import type { CSSProperties } from 'react';
import { usePreloadImage, type ImagePreload } from './page-head';
import { usePublicConfig } from '../config/public-config';
import { BANNER_SIZES, responsiveSource } from '../lib/image-url';
import * as bannerCss from './banner.css';

/** Intrinsic size of one cut of a banner. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Chakra's `md` breakpoint: from here on the desktop cut is shown. */
const DESKTOP_MEDIA = '(min-width: 48em)';
/** Its complement, for the mobile cut's preload (a `<picture>` picks exactly one). */
const MOBILE_MEDIA = '(max-width: 47.999em)';

/**
 * A banner in its desktop and mobile cuts: the browser picks one by media query and downloads
 * only that one, at the width the screen needs (`/img`). The box takes the ratio of the cut
 * shown, so nothing moves when it arrives. A priority banner is preloaded from the server head,
 * one preload per cut with the cut's media query.
 */
export function BannerPicture({
  desktop,
  mobile,
  alt,
  desktopSize,
  mobileSize,
  priority = false,
  loading,
  sizes = BANNER_SIZES,
  className,
}: {
  desktop: string;
  mobile: string;
  alt: string;
  desktopSize: ImageSize;
  mobileSize: ImageSize;
  /** The page's LCP image: eager and high fetch priority. */
  priority?: boolean;
  /**
   * Overrides the lazy default of a non-priority image (a carousel warms its neighbours), or
   * `'later'`: only the box for now, the picture not asked for at all (see the carousel). A
   * priority image ignores it.
   */
  loading?: 'eager' | 'lazy' | 'later';
  /** How wide the banner is drawn, as the `sizes` attribute. */
  sizes?: string;
  /** Static classes for the box (its radius, say); the ratio comes from the cuts. */
  className?: string;
}) {
  const { storageUrl } = usePublicConfig();
  const desktopSource = responsiveSource(desktop, desktopSize.width, storageUrl);
  const mobileSource = responsiveSource(mobile, mobileSize.width, storageUrl);
  const preload = (source: { src: string; srcSet?: string }, media: string): ImagePreload =>
    source.srcSet
      ? { href: source.src, imageSrcSet: source.srcSet, imageSizes: sizes, media }
      : { href: source.src, media };
  usePreloadImage(
    priority
      ? [preload(desktopSource, DESKTOP_MEDIA), preload(mobileSource, MOBILE_MEDIA)]
      : undefined,
  );
  return (
    <div
      className={className ? `${bannerCss.root} ${className}` : bannerCss.root}
      style={
        {
          '--mv-banner-ratio-mobile': `${mobileSize.width} / ${mobileSize.height}`,
          '--mv-banner-ratio-desktop': `${desktopSize.width} / ${desktopSize.height}`,
        } as CSSProperties
      }
    >
      {loading === 'later' && !priority ? null : (
        <picture>
          <source
            media={DESKTOP_MEDIA}
            srcSet={desktopSource.srcSet ?? desktopSource.src}
            sizes={desktopSource.srcSet ? sizes : undefined}
            width={desktopSize.width}
            height={desktopSize.height}
          />
          <img
            src={mobileSource.src}
            srcSet={mobileSource.srcSet}
            sizes={mobileSource.srcSet ? sizes : undefined}
            alt={alt}
            width={mobileSize.width}
            height={mobileSize.height}
            loading={priority || loading === 'eager' ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? 'auto' : 'async'}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </picture>
      )}
    </div>
  );
}
