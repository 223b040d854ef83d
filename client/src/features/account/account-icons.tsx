import type { ReactNode } from 'react';
import { LineIcon, type LineIconProps } from '../../components/line-icon';

/**
 * Line glyphs of the account pages (no icon library for eight shapes), plain `<svg>`s sized
 * with `iconCss.root` and a size class (components/icon.css.ts).
 */
function Glyph(props: LineIconProps & { children: ReactNode }) {
  return <LineIcon weight={1.8} {...props} />;
}

export const PointIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 9.5h3.25a1.75 1.75 0 0 1 0 3.5H9.5V9.5Zm0 3.5v3" />
  </Glyph>
);

export const VoucherIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <path d="M3.5 8.5V6.5a1 1 0 0 1 1-1h15a1 1 0 0 1 1 1v2a2.5 2.5 0 0 0 0 5v2a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1v-2a2.5 2.5 0 0 0 0-5Z" />
    <path d="M14 6v12" strokeDasharray="2 2" />
  </Glyph>
);

export const BadgeIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
  </Glyph>
);

export const ReferralIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 19.5c.6-3.2 3-5 6-5s5.4 1.8 6 5M18 8v6M15 11h6" />
  </Glyph>
);

export const SettingIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v2.5M12 19v2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M2.5 12H5M19 12h2.5M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
  </Glyph>
);

export const CardIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </Glyph>
);

export const CheckIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Glyph>
);

export const LockIcon = (props: LineIconProps) => (
  <Glyph {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Glyph>
);
