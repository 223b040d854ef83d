import type { ComponentProps } from 'react';
import type { useHeaderData } from '../../lib/header-query';
import { AvatarPhoto } from '../../components/avatar-photo';
import * as buttonCss from '../../components/button.css';
import { MemberAvatar } from '../../components/member-avatar';
import * as memberAvatarCss from '../../components/member-avatar.css';
import * as srOnlyCss from '../../components/sr-only.css';
import * as userMenuCss from './user-menu.css';

export type Viewer = NonNullable<NonNullable<ReturnType<typeof useHeaderData>['data']>['viewer']>;

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
    // Named by its content, not `aria-label`: a label that leaves out the initials shown would
    // not be the name a voice-control user says (WCAG 2.5.3); the initials are hidden instead.
    <button type="button" className={classes} {...props}>
      <span className={srOnlyCss.srOnly}>Menu akun {fullName}</span>
      <MemberAvatar
        name={fullName}
        size="sm"
        photo={<AvatarPhoto src={photo} alt="" className={memberAvatarCss.image} />}
      />
    </button>
  );
}
