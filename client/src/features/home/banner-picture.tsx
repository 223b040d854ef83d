import { Box, type BoxProps } from '@chakra-ui/react';

/** Intrinsic size of one cut of a banner. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Chakra's `md` breakpoint: from here on the desktop cut is shown. */
const DESKTOP_MEDIA = '(min-width: 48em)';

/**
 * A banner in its desktop and mobile cuts: the browser picks one by media query and downloads
 * only that one. The box takes the ratio of the cut shown, so nothing moves when it arrives.
 */
export function BannerPicture({
  desktop,
  mobile,
  alt,
  desktopSize,
  mobileSize,
  priority = false,
  loading,
  ...box
}: {
  desktop: string;
  mobile: string;
  alt: string;
  desktopSize: ImageSize;
  mobileSize: ImageSize;
  /** The page's LCP image: eager and high fetch priority. */
  priority?: boolean;
  /** Overrides the lazy default of a non-priority image (a carousel warms its neighbours). */
  loading?: 'eager' | 'lazy';
} & Omit<BoxProps, 'children'>) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      bg="brand.50"
      aspectRatio={{
        base: `${mobileSize.width} / ${mobileSize.height}`,
        md: `${desktopSize.width} / ${desktopSize.height}`,
      }}
      {...box}
    >
      <picture>
        <source
          media={DESKTOP_MEDIA}
          srcSet={desktop}
          width={desktopSize.width}
          height={desktopSize.height}
        />
        <img
          src={mobile}
          alt={alt}
          width={mobileSize.width}
          height={mobileSize.height}
          loading={priority ? 'eager' : (loading ?? 'lazy')}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'auto' : 'async'}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </picture>
    </Box>
  );
}
