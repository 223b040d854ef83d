import { LineIcon, type LineIconProps } from '../../components/line-icon';
import * as iconCss from '../../components/icon.css';

/**
 * The promo page's line glyphs (bookmark, share), drawn like the shell's icons and sized by a
 * class (components/icon.css.ts).
 */
export function BookmarkIcon({
  filled,
  className,
  ...props
}: LineIconProps & { filled?: boolean }) {
  return (
    <LineIcon
      round={false}
      strokeLinejoin="round"
      fill={filled ? 'currentColor' : 'none'}
      className={className ? `${iconCss.root} ${className}` : iconCss.root}
      {...props}
    >
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" />
    </LineIcon>
  );
}

export function ShareIcon({ className, ...props }: LineIconProps) {
  return (
    <LineIcon
      round={false}
      className={className ? `${iconCss.root} ${className}` : iconCss.root}
      {...props}
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </LineIcon>
  );
}
