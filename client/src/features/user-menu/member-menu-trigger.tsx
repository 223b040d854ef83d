import type { ComponentProps } from 'react';
import type { useHeaderData } from '../../lib/header-query';
import { AvatarPhoto } from '../../components/avatar-photo';
import * as buttonCss from '../../components/button.css';
import { MemberAvatar } from '../../components/member-avatar';
import * as memberAvatarCss from '../../components/member-avatar.css';
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
    <button type="button" aria-label={`Menu akun ${fullName}`} className={classes} {...props}>
      <MemberAvatar
        name={fullName}
        size="sm"
        photo={<AvatarPhoto src={photo} alt="" className={memberAvatarCss.image} />}
      />
    </button>
  );
}
