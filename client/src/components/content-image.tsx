import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * An image in a fixed aspect-ratio box, so nothing moves when it arrives. Below the fold it
 * loads lazily; the first screen's largest image passes `priority` (eager, high fetch priority).
 * `width`/`height` are the intrinsic size the ratio is drawn from.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fit = 'cover',
  ...box
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  fit?: 'cover' | 'contain';
} & Omit<BoxProps, 'children'>) {
  return (
    <Box position="relative" overflow="hidden" aspectRatio={`${width} / ${height}`} {...box}>
      <img
        src={src}
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
