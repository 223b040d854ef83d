import { ContentImage, type ContentImageProps } from '../../components/content-image';

/**
 * A merchant's logo, on its card and on its page: square, whole (logos are not cropped) and
 * named for screen readers.
 */
export function MerchantLogo(props: {
  merchant: { name: string; image: string };
  /** The first screen's largest image loads eagerly with high priority. */
  priority?: boolean;
  /** `'eager'` in the first screen, not its largest (ContentImage `loading`). */
  loading?: ContentImageProps['loading'];
  className: string;
}) {
  return (
    <ContentImage
      src={props.merchant.image}
      alt={`Logo ${props.merchant.name}`}
      width={256}
      height={256}
      fit="contain"
      priority={props.priority}
      loading={props.loading}
      className={props.className}
    />
  );
}
