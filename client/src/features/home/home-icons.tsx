import { LineIcon, type LineIconProps } from '../../components/line-icon';

/**
 * Line icons of the home and landing pages (drawn here: no icon library for a handful). Plain
 * `<svg>`s: size them with `iconCss.root` classes, or wrap them in Chakra's `Icon` on Chakra pages.
 */
export function ChevronLeftIcon(props: LineIconProps) {
  return (
    <LineIcon weight={2.5} {...props}>
      <path d="m15 18-6-6 6-6" />
    </LineIcon>
  );
}

export function ChevronRightIcon(props: LineIconProps) {
  return (
    <LineIcon weight={2.5} {...props}>
      <path d="m9 18 6-6-6-6" />
    </LineIcon>
  );
}

export function PauseIcon(props: LineIconProps) {
  return (
    <LineIcon weight={2.5} {...props}>
      <path d="M9 6v12M15 6v12" />
    </LineIcon>
  );
}

export function PlayIcon(props: LineIconProps) {
  return (
    <LineIcon weight={2.5} {...props}>
      <path d="m8 5 11 7-11 7Z" />
    </LineIcon>
  );
}

export function MegaphoneIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </LineIcon>
  );
}

export function SparkleIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3ZM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16Z" />
    </LineIcon>
  );
}

export function CheckCircleIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </LineIcon>
  );
}
