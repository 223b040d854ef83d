import type { GatewayContext } from '../../context.js';
import type { NoticeSources } from './notices.js';

/** The wallet's first page holds every voucher ending within the week but in rare cases. */
const TICKETS_PAGE = { page: 1, pageSize: 50 };
const CLAIMS_PAGE = { page: 1, pageSize: 10 };

/**
 * The upstream reads behind `Viewer.notifications`. The header asks for it on every page, so
 * they start with the viewer's introspection (viewer/resolvers.ts `memberReads`), and
 * `/point/expired` is the call `expiringPoint` makes anyway (the request memo).
 */
export async function fetchNoticeSources(
  { identity, content }: GatewayContext,
  accessToken: string,
): Promise<NoticeSources> {
  const [expiredPoint, tickets, claimed] = await Promise.all([
    identity.expiredPoint(accessToken),
    content.voucherTickets(accessToken, TICKETS_PAGE),
    content.vouchers(accessToken, { statuses: ['active'], ordering: '-purchased_at' }, CLAIMS_PAGE),
  ]);
  return { expiredPoint, tickets: tickets.results, claimed: claimed.results };
}
