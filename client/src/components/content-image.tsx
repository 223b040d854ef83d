import type { CSSProperties } from 'react';
import { usePublicConfig } from '../config/public-config';
import { CARD_SIZES, DETAIL_SIZES, responsiveSource } from '../lib/image-url';
import { usePreloadImage } from './page-head';
import * as imageCss from './image.css';

export interface ContentImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  /**
   * Overrides the lazy default of a non-priority image: `'eager'` for a picture in the first
   * screen that is not its largest (see `cardImageLoading`). A priority image is eager anyway.
   */
  loading?: 'eager';
  fit?: 'cover' | 'contain';
  /** How wide the picture is drawn, as the `sizes` attribute. */
  sizes?: string;
  /** Static classes for the box (the caller's style module): its width, radius, place in a row. */
  className?: string;
  style?: CSSProperties;
}

/**
 * An image in a fixed aspect-ratio box, so nothing moves when it arrives. Below the fold it
 * loads lazily; the first screen's largest image passes `priority` (eager, high fetch priority,
 * preloaded from the server-rendered head). `width`/`height` are the intrinsic size the ratio is
 * drawn from. Pictures from the storage base come through `/img` at the width the layout needs
 * (`sizes`: a card of the card grid unless told otherwise). Plain elements and static classes:
 * cards render many of these; the caller places and shapes the box with its own class.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  priority = false,
  loading,
  fit = 'cover',
  sizes = CARD_SIZES,
  className,
  style,
}: ContentImageProps) {
  const { storageUrl } = usePublicConfig();
  const responsive = responsiveSource(src, width, storageUrl);
  usePreloadImage(
    priority
      ? [
          responsive.srcSet
            ? { href: responsive.src, imageSrcSet: responsive.srcSet, imageSizes: sizes }
            : { href: responsive.src },
        ]
      : undefined,
  );
  return (
    <div
      className={className ? `${imageCss.root} ${className}` : imageCss.root}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    >
      <img
        src={responsive.src}
        srcSet={responsive.srcSet}
        sizes={responsive.srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority || loading === 'eager' ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
      />
    </div>
  );
}

/**
 * The main picture of a detail page (promo, event, article, campaign): 16:9 at the detail
 * column's width, the first screen's largest image, so `priority`.
 */
export function DetailImage(props: { src: string; alt: string; className: string }) {
  return (
    <ContentImage
      src={props.src}
      sizes={DETAIL_SIZES}
      alt={props.alt}
      width={800}
      height={450}
      priority
      className={props.className}
    />
  );
}
