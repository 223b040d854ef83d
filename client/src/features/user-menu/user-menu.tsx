import { Button, Skeleton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { usePublicConfig } from '../../config/public-config';
import { DeferredControl } from '../../lib/deferred-control';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../header/header-query';
import { setReportUser } from '../monitoring/monitoring';
import { identifyMember } from '../tracking/analytics';
import { rememberLoginRedirect } from './login-redirect';
import { MemberMenuTrigger, type Viewer } from './member-menu-trigger';

const importLive = () => import('./member-menu-live');

/** SPEC 2: 'Masuk / Daftar' for a visitor, the member's menu otherwise. */
export function UserMenu() {
  const { data, loading } = useHeaderData();
  const viewer = data?.viewer;
  if (viewer) return <MemberMenu viewer={viewer} />;
  if (loading && !data) return <Skeleton width="10" height="10" rounded="full" />;
  return <LoginButton />;
}

function LoginButton() {
  return (
    <Button asChild colorPalette="brand" size="sm" rounded="full" flexShrink={0}>
      {/* A full page load: the gateway starts sign-in (state + PKCE) and leaves for the SSO. */}
      <a href={paths.login()} onClick={() => rememberLoginRedirect(window.location)}>
        Masuk / Daftar
      </a>
    </Button>
  );
}

/**
 * The avatar button; the menu itself (popover, tiles, logout) loads after hydration or when the
 * member first reaches for it.
 */
function MemberMenu({ viewer }: { viewer: Viewer }) {
  const config = usePublicConfig();
  const { valueId, fullName } = viewer.user;

  // Identify the member to error reporting and behaviour analytics (only when configured).
  useEffect(() => {
    setReportUser({ id: valueId, username: fullName });
    identifyMember(config.analyticsId, valueId, fullName);
  }, [config.analyticsId, valueId, fullName]);

  return (
    <DeferredControl
      importer={importLive}
      standIn={(trigger) => <MemberMenuTrigger viewer={viewer} {...trigger} />}
      live={(module, open, triggerMark) => (
        <module.LiveMemberMenu viewer={viewer} open={open} triggerMark={triggerMark} />
      )}
    />
  );
}
