import { FallbackForm } from '../../components/fallback-form';
import { DeferredControl } from '../../lib/deferred-control';
import { fragmentData } from '../../lib/fragment-data';
import { NotificationPanelList, useHeaderData } from '../../lib/header-query';
import { paths } from '../../lib/paths';
import { BellTrigger } from './bell-trigger';

const importLive = () => import('./notification-panel-live');

/**
 * Issue 32: the member's bell, its count server-rendered from the header's one query. The panel
 * (popover, list, marking read) loads after hydration or when the member first reaches for it.
 * Without JavaScript the bell opens the account home, which shows the next expiry and leads to
 * the points and the wallet. Nothing for a visitor.
 */
export function NotificationBell() {
  const { data } = useHeaderData();
  const viewer = data?.viewer;
  if (!viewer) return null;
  // Null when an upstream could not say: the bell stays, without a count.
  const list = viewer.notifications
    ? fragmentData(NotificationPanelList, viewer.notifications)
    : null;
  const unread = list?.unreadCount ?? 0;
  return (
    <DeferredControl
      importer={importLive}
      standIn={(trigger) => (
        <FallbackForm action={paths.account()}>
          <BellTrigger unread={unread} type="submit" {...trigger} />
        </FallbackForm>
      )}
      live={(module, open, triggerMark) => (
        <module.LiveNotificationPanel list={list} open={open} triggerMark={triggerMark} />
      )}
    />
  );
}
