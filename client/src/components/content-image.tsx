import { Box, type BoxProps } from '@chakra-ui/react';
import { usePublicConfig } from '../config/public-config';
import { CARD_SIZES, responsiveSource } from '../lib/image-url';
import { usePreloadImage } from './page-head';

/**
 * An image in a fixed aspect-ratio box, so nothing moves when it arrives. Below the fold it
 * loads lazily; the first screen's largest image passes `priority` (eager, high fetch priority,
 * preloaded from the server-rendered head). `width`/`height` are the intrinsic size the ratio is
 * drawn from. Pictures from the storage base come through `/img` at the width the layout needs
 * (`sizes`: a card of the card grid unless told otherwise).
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fit = 'cover',
  sizes = CARD_SIZES,
  ...box
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** How wide the picture is drawn, as the `sizes` attribute. */
  sizes?: string;
} & Omit<BoxProps, 'children'>) {
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
    <Box position="relative" overflow="hidden" aspectRatio={`${width} / ${height}`} {...box}>
      <img
        src={responsive.src}
        srcSet={responsive.srcSet}
        sizes={responsive.srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
      />
    </Box>
  );
}
