import type { ReactNode } from 'react';
import { LineIcon, type LineIconProps } from '../../components/line-icon';

/**
 * Line glyphs of the account pages (no icon library for eight shapes). Plain `<svg>`s, so the
 * point balance card renders without Chakra's runtime: size them with `iconCss.root` classes
 * (theme/card-css.ts), or wrap them in Chakra's `<Icon boxSize=…>` on Chakra pages.
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

/**
 * Chakra's warning glyph (its Alert's indicator for warnings and errors), sized by the
 * indicator (`alertCss.indicator`, theme/account-css.ts) and drawn as the alert drew it. Here,
 * not in components/icons.tsx: that module is the shell's, downloaded by every page.
 */
export function AlertWarningIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0">
      <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
    </svg>
  );
}
