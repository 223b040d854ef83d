import { Avatar, Button, type ButtonProps } from '@chakra-ui/react';
import type { useHeaderData } from '../header/header-query';
import { AvatarPhoto } from '../../components/avatar-photo';

export type Viewer = NonNullable<NonNullable<ReturnType<typeof useHeaderData>['data']>['viewer']>;

/** The avatar button that opens the member's menu, the same closed (stand-in) and live. */
export function MemberMenuTrigger({ viewer, ...props }: ButtonProps & { viewer: Viewer }) {
  const { fullName, photo } = viewer.user;
  return (
    <Button
      variant="ghost"
      rounded="full"
      p="0"
      minW="auto"
      aria-label={`Menu akun ${fullName}`}
      flexShrink={0}
      {...props}
    >
      <Avatar.Root size="sm">
        <Avatar.Fallback name={fullName} />
        <AvatarPhoto src={photo} alt="" />
      </Avatar.Root>
    </Button>
  );
}
