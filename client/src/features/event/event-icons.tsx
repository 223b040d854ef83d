import { LineIcon, type LineIconProps } from '../../components/line-icon';

/**
 * Line icons of the event pages (drawn here: no icon library for a handful of glyphs). Plain
 * `<svg>`s: size them with `iconCss.root` classes, or wrap them in Chakra's `Icon` on Chakra pages.
 */
export function CalendarIcon(props: LineIconProps) {
  return (
    <LineIcon round={false} {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
    </LineIcon>
  );
}

export function PinIcon(props: LineIconProps) {
  return (
    <LineIcon round={false} {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

export function SeatIcon(props: LineIconProps) {
  return (
    <LineIcon round={false} {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </LineIcon>
  );
}
