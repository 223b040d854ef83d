import type { ReactNode } from 'react';
import * as memberAvatarCss from './member-avatar.css';

/** Chakra's avatar initials: the first letters of the first and last names. */
function initials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * A member's round avatar, as Chakra's `Avatar` draws it: the initials, with the photo over
 * them. `photo` is an image with `memberAvatarCss.image` that hides itself when it fails, so
 * the initials show (`AvatarPhoto`).
 */
const SIZES = { sm: memberAvatarCss.sm, lg: memberAvatarCss.lg, '2xl': memberAvatarCss.size2xl };

export function MemberAvatar(props: { name: string; size: keyof typeof SIZES; photo: ReactNode }) {
  const size = SIZES[props.size];
  return (
    <span className={`${memberAvatarCss.root} ${size}`}>
      {/* The name says who it is (the button's label, the text beside it): the initials are
          its picture, not words to read out or to match a spoken label against. */}
      <span className={memberAvatarCss.fallback} aria-hidden="true">
        {initials(props.name)}
      </span>
      {props.photo}
    </span>
  );
}
