import type { ComponentProps } from 'react';
import type { useHeaderData } from '../header/header-query';
import { AvatarPhoto } from '../../components/avatar-photo';
import * as buttonCss from '../../components/button.css';
import * as userMenuCss from './user-menu.css';

export type Viewer = NonNullable<NonNullable<ReturnType<typeof useHeaderData>['data']>['viewer']>;

/** Chakra's avatar initials: the first letters of the first and last names. */
export function initials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/** The avatar button that opens the member's menu, the same closed (stand-in) and live. */
export function MemberMenuTrigger({
  viewer,
  className,
  ...props
}: ComponentProps<'button'> & { viewer: Viewer }) {
  const { fullName, photo } = viewer.user;
  const classes =
    `${buttonCss.root} ${buttonCss.md} ${buttonCss.ghost} ${buttonCss.pill} ${userMenuCss.headerMember}` +
    (className ? ` ${className}` : '');
  return (
    <button type="button" aria-label={`Menu akun ${fullName}`} className={classes} {...props}>
      <span className={userMenuCss.avatar}>
        <span className={userMenuCss.avatarFallback}>{initials(fullName)}</span>
        <AvatarPhoto src={photo} alt="" className={userMenuCss.avatarImage} />
      </span>
    </button>
  );
}
