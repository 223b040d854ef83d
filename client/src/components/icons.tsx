import { Icon, type IconProps } from '@chakra-ui/react';

/** The few line icons the shell needs (no icon library for four glyphs). */
export function SearchIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" strokeLinecap="round" />
    </Icon>
  );
}
