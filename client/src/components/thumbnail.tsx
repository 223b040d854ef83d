import { usePublicConfig } from '../config/public-config';
import { thumbnailSource } from '../lib/image-url';

/**
 * A small picture from the storage base as one `/img` rendition, 160 px wide unless told: enough
 * for a 48 px icon or logo (and a 2xl avatar) at a phone's 3x.
 */
export function useThumbnailSource(src: string, width = 160): string {
  const { storageUrl } = usePublicConfig();
  return thumbnailSource(src, width, storageUrl);
}

/**
 * A logo or icon beside a text that names it (hence no `alt`), drawn at the size its class
 * gives it, and fetched only when near the viewport.
 */
export function Thumbnail({ src, className }: { src: string; className: string }) {
  return <img src={useThumbnailSource(src)} alt="" loading="lazy" className={className} />;
}
