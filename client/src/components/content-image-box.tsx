import { Box, type BoxProps } from '@chakra-ui/react';
import { ContentImage, type ContentImageProps } from './content-image';

/**
 * `ContentImage` placed and shaped by Chakra style props, for the detail pages that are
 * written with Chakra (one image a page, so the runtime styling costs nothing that matters).
 */
export function ContentImageBox({
  src,
  alt,
  width,
  height,
  priority,
  fit,
  sizes,
  ...box
}: Omit<ContentImageProps, 'className' | 'style'> &
  Omit<BoxProps, 'children' | 'width' | 'height'>) {
  return (
    <Box asChild {...box}>
      <ContentImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        priority={priority}
        fit={fit}
        sizes={sizes}
      />
    </Box>
  );
}
