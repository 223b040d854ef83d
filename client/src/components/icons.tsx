import { LineIcon, type LineIconProps } from './line-icon';
import * as iconCss from './icon.css';

/** The few icons the shell and the list pages need (no icon library for a handful of glyphs). */
type IconProps = LineIconProps;

function iconClass(className?: string) {
  return className ? `${iconCss.root} ${className}` : iconCss.root;
}

export function SearchIcon({ className, ...props }: IconProps) {
  return (
    <LineIcon className={iconClass(className)} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

export function PhoneIcon({ className, ...props }: IconProps) {
  return (
    <LineIcon className={iconClass(className)} {...props}>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </LineIcon>
  );
}

/** Chakra's select chevron (NativeSelect's indicator). */
export function ChevronDownIcon({ className, ...props }: IconProps) {
  return (
    <LineIcon className={iconClass(className)} {...props}>
      <path d="m6 9 6 6 6-6" />
    </LineIcon>
  );
}

/** Chakra's close glyph (CloseButton's), for the shell's own close buttons. */
export function CloseIcon({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={iconClass(className)} {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
      />
    </svg>
  );
}

/** The header's notification bell. */
export function BellIcon({ className, ...props }: IconProps) {
  return (
    <LineIcon className={iconClass(className)} {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LineIcon>
  );
}
