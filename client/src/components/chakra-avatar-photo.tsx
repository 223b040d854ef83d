import { Avatar } from '@chakra-ui/react';
import { useThumbnailSource } from './thumbnail';

/** A member's photo inside Chakra's `Avatar.Root` (pages under Chakra's provider). */
export function ChakraAvatarPhoto({ src, alt }: { src: string; alt: string }) {
  return <Avatar.Image src={useThumbnailSource(src)} alt={alt} />;
}
