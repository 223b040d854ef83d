import type { GatewayContext } from '../../context.js';
import { fetchNoticeSources } from '../notification/sources.js';
import type { ViewerModel } from '../viewer/resolvers.js';
import { calendarSnapshot } from './snapshot.js';

/** Where a token's feed is: the route's path (route.ts). */
const feedPath = (token: string) => `/kalender/${token}.ics`;

/** Both addresses of a link: https to download or paste, webcal: to subscribe. */
export function calendarFeedOf(context: GatewayContext, token: string) {
  const url = `${context.siteOrigin}${feedPath(token)}`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/**
 * The member's link, made on first use or replaced (`rotate`), with a snapshot taken now from the
 * same reads as the bell's: the feed serves it until the next one.
 */
export async function issueCalendarFeed(
  context: GatewayContext,
  viewer: ViewerModel,
  rotate: boolean,
) {
  const { valueId } = viewer.user;
  const snapshot = calendarSnapshot(await fetchNoticeSources(context, viewer.accessToken));
  const existing = rotate ? null : await context.calendar.tokenOf(valueId);
  if (existing) {
    await context.calendar.refresh(valueId, snapshot);
    return calendarFeedOf(context, existing);
  }
  return calendarFeedOf(context, await context.calendar.issue(valueId, snapshot));
}
