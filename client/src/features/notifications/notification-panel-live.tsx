import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { HeaderPopover, PopoverTitle } from '../../components/popover';
import * as srOnlyCss from '../../components/sr-only.css';
import { graphql } from '../../gql';
import type { NotificationPanel_ListFragment } from '../../gql/graphql';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { BellTrigger } from './bell-trigger';
import { notificationText } from './notification-text';
import * as notificationsCss from './notifications.css';

const MarkNotificationsRead = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      ok
      viewer {
        notifications {
          ...NotificationPanel_list
        }
      }
    }
  }
`);

type Item = NotificationPanel_ListFragment['items'][number];

/**
 * Issue 32: the bell's panel. Opening it marks what it shows as read (the count drops to 0 and
 * stays so on the next page); what was new when it opened keeps its dot until it closes.
 */
export function LiveNotificationPanel({
  list,
  open: openAtStart,
  triggerMark,
}: LiveControlOptions & { list: NotificationPanel_ListFragment | null }) {
  const location = useLocation();
  const [open, setOpen] = useState(openAtStart);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [markRead] = useMutation(MarkNotificationsRead);
  const items = list?.items ?? [];

  // A link followed from the panel closes it.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    if (open) setOpen(false);
  }

  /** The panel opened: note what is new, and tell the gateway it was seen. */
  const shown = () => {
    const unread = items.filter((item) => !item.read).map((item) => item.id);
    setFresh(new Set(unread));
    if (unread.length === 0) return;
    // A failure leaves the count as it was: the next opening asks again.
    markRead({ variables: { ids: items.map((item) => item.id) } }).catch(() => undefined);
  };
  // Opened by a press made before this module was here.
  const shownAtStart = useRef(false);
  useEffect(() => {
    if (!openAtStart || shownAtStart.current) return;
    shownAtStart.current = true;
    shown();
  });

  return (
    <HeaderPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) shown();
      }}
      trigger={<BellTrigger unread={list?.unreadCount ?? 0} {...triggerMark} />}
      label="Pemberitahuan"
      align="end"
      className={notificationsCss.popover}
      testId="notification-panel"
    >
      <div className={notificationsCss.panel}>
        <PopoverTitle>Pemberitahuan</PopoverTitle>
        {items.length === 0 ? (
          <EmptyState
            title="Belum ada pemberitahuan"
            description="Poin dan voucher yang akan berakhir, acara esok hari, dan klaim terbarumu akan muncul di sini."
          />
        ) : (
          <ul className={notificationsCss.list}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} isNew={fresh.has(item.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HeaderPopover>
  );
}

function NotificationItem({ item, isNew }: { item: Item; isNew: boolean }) {
  const { headline, detail } = notificationText(item);
  return (
    <Link to={item.link} className={notificationsCss.item} data-testid="notification-item">
      <span
        className={
          isNew ? `${notificationsCss.dot} ${notificationsCss.dotNew}` : notificationsCss.dot
        }
        aria-hidden="true"
      />
      <span className={notificationsCss.itemText}>
        {isNew ? <span className={srOnlyCss.srOnly}>{'Baru: '}</span> : null}
        <span className={notificationsCss.itemHeadline}>{headline}</span>
        <span className={notificationsCss.itemDetail}>{detail}</span>
      </span>
    </Link>
  );
}
