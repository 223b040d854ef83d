import { Avatar } from '@chakra-ui/react';
import { usePublicConfig } from '../config/public-config';
import { thumbnailSource } from '../lib/image-url';

/** A member's photo inside `Avatar.Root`, fetched at 160 px (enough for a 2xl avatar at 2.5x). */
export function AvatarPhoto({ src, alt }: { src: string; alt: string }) {
  const { storageUrl } = usePublicConfig();
  return <Avatar.Image src={thumbnailSource(src, 160, storageUrl)} alt={alt} />;
}
