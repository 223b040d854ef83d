import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { NOT_SIGNED_IN } from '../mutation/result.js';
import { loadViewer } from '../viewer/resolvers.js';
import { calendarFeedOf, issueCalendarFeed } from './feed.js';

async function issue(context: GatewayContext, rotate: boolean) {
  // No upstream write: the member is whoever the session's viewer is (null: a visitor).
  const viewer = await loadViewer(context);
  if (!viewer) return { ok: false, error: NOT_SIGNED_IN, calendarFeed: null };
  return { ok: true, error: null, calendarFeed: await issueCalendarFeed(context, viewer, rotate) };
}

export const calendarResolvers: Resolvers = {
  Viewer: {
    calendarFeed: async (viewer, _args, context) => {
      const token = await context.calendar.tokenOf(viewer.user.valueId);
      return token ? calendarFeedOf(context, token) : null;
    },
  },
  Mutation: {
    createCalendarFeed: (_parent, _args, context) => issue(context, false),
    rotateCalendarFeed: (_parent, _args, context) => issue(context, true),
  },
};
