import { useThumbnailSource } from './thumbnail';

/**
 * A member's photo, fetched at 160 px (enough for a 2xl avatar at 2.5x), over the avatar's
 * initials. A photo that fails to load is hidden, the initials stay (as Chakra's Avatar does);
 * one that failed before hydration is caught when React attaches the element.
 */
export function AvatarPhoto({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={useThumbnailSource(src)}
      alt={alt}
      className={className}
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) image.hidden = true;
      }}
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}
