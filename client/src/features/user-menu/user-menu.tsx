import { useEffect } from 'react';
import { usePublicConfig } from '../../config/public-config';
import { FallbackForm } from '../../components/fallback-form';
import { DeferredControl } from '../../lib/deferred-control';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../../lib/header-query';
import { setReportUser } from '../../lib/monitoring/monitoring';
import { identifyMember } from '../../lib/tracking/analytics';
import { MemberMenuTrigger, type Viewer } from './member-menu-trigger';
import * as buttonCss from '../../components/button.css';
import * as skeletonCss from '../../components/skeleton.css';
import * as userMenuCss from './user-menu.css';

const importLive = () => import('./member-menu-live');

/** SPEC 2: 'Masuk / Daftar' for a visitor, the member's menu otherwise. */
export function UserMenu() {
  const { data, loading } = useHeaderData();
  const viewer = data?.viewer;
  if (viewer) return <MemberMenu viewer={viewer} />;
  if (loading && !data) return <UserMenuPlaceholder />;
  return <LoginButton />;
}

/** The member button's place while it is not known who is reading. */
export function UserMenuPlaceholder() {
  return <div className={`${skeletonCss.root} ${userMenuCss.loading}`} />;
}

function LoginButton() {
  return (
    // A full page load: the gateway starts sign-in (state + PKCE) and leaves for the SSO. The
    // page's early-event capture stores the return path (lib/early-events/capture.ts).
    <a
      href={paths.login()}
      className={`${buttonCss.root} ${buttonCss.sm} ${buttonCss.brand} ${buttonCss.solid} ${buttonCss.pill} ${userMenuCss.headerLogin}`}
    >
      Masuk / Daftar
    </a>
  );
}

/**
 * The avatar button; the menu itself (popover, tiles, logout) loads after hydration or when the
 * member first reaches for it. Without JavaScript the button opens the account home, which
 * links to every page the menu does.
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
      standIn={(trigger) => (
        <FallbackForm action={paths.account()}>
          <MemberMenuTrigger viewer={viewer} type="submit" {...trigger} />
        </FallbackForm>
      )}
      live={(module, open, triggerMark) => (
        <module.LiveMemberMenu viewer={viewer} open={open} triggerMark={triggerMark} />
      )}
    />
  );
}
