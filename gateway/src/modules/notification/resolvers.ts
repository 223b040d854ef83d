import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { NOT_SIGNED_IN } from '../mutation/result.js';
import { loadViewer, type ViewerModel } from '../viewer/resolvers.js';
import { noticesOf, type Notice } from './notices.js';
import { fetchNoticeSources } from './sources.js';
import { calendarSnapshot } from '../calendar/snapshot.js';

/** More than the panel ever shows; each id's length is checked with every ID argument's. */
const MAX_IDS = 100;

async function currentNotices(context: GatewayContext, accessToken: string): Promise<Notice[]> {
  return noticesOf(await fetchNoticeSources(context, accessToken));
}

/**
 * The header's notices; each page view also brings up to date what is kept of their sources
 * for the reminder job (push/, a member subscribed to reminders) and for the calendar feed
 * (calendar/, docs/decisions.md "Calendar feed"). The page waits on neither, nor fails with them.
 */
async function headerNotices(context: GatewayContext, viewer: ViewerModel): Promise<Notice[]> {
  const sources = await fetchNoticeSources(context, viewer.accessToken);
  const { valueId } = viewer.user;
  if (context.config.webPush) context.reminders.remember(valueId, sources).catch(() => undefined);
  context.calendar.refresh(valueId, calendarSnapshot(sources)).catch(() => undefined);
  return noticesOf(sources);
}

async function notificationList(context: GatewayContext, viewer: ViewerModel) {
  const [notices, seen] = await Promise.all([
    headerNotices(context, viewer),
    context.seenNotices.seen(viewer.user.valueId),
  ]);
  const items = notices.map((notice) => ({ ...notice, read: seen.has(notice.id) }));
  return { items, unreadCount: items.filter((item) => !item.read).length };
}

export const notificationResolvers: Resolvers = {
  Viewer: {
    notifications: (viewer, _args, context) => notificationList(context, viewer),
  },
  Mutation: {
    markNotificationsRead: async (_parent, { ids }, context) => {
      if (ids.length > MAX_IDS) {
        return {
          ok: false,
          error: { code: 'validation_error', message: 'Daftar pemberitahuan tidak valid' },
        };
      }
      // No upstream write: the member is whoever the session's viewer is (null: a visitor).
      const viewer = await loadViewer(context);
      if (!viewer) return { ok: false, error: NOT_SIGNED_IN };
      const { valueId } = viewer.user;
      const [notices, seen] = await Promise.all([
        currentNotices(context, viewer.accessToken),
        context.seenNotices.seen(valueId),
      ]);
      // Only what is still listed is kept: ids gone stale drop out, a made-up id is never stored.
      const shown = new Set(ids);
      await context.seenNotices.save(
        valueId,
        notices.filter(({ id }) => seen.has(id) || shown.has(id)).map(({ id }) => id),
      );
      return { ok: true, error: null };
    },
  },
  MarkNotificationsReadResult: {
    // Resolved after the write, only when selected: the list with its new count.
    viewer: (_result, _args, context) => loadViewer(context),
  },
};
