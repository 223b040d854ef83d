import { Icon, type IconProps } from '@chakra-ui/react';

// Chakra v3's Icon merges its props into its one child element, so each glyph is wrapped in
// its own <svg> (with the bare <circle>/<path> children, Icon rendered a lone <circle>).

/** The few line icons the shell needs (no icon library for four glyphs). */
export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="6" y="2" width="12" height="20" rx="2" />
        <path d="M11 18h2" strokeLinecap="round" />
      </svg>
    </Icon>
  );
}
