import type { Resolvers, VoucherSort, VoucherStatus } from '../../generated/resolvers-types.js';
import { checkPageArgs, toPage } from '../../lib/paging.js';
import type {
  VoucherOrdering,
  VoucherStatus as UpstreamVoucherStatus,
} from '../../upstream/content-types.js';
import type { VoucherPayload } from '../../upstream/content-types.js';
import { countMemberAction } from '../../observability/metrics.js';
import { memberMutation, type MutationOutcome } from '../mutation/result.js';
import { loadViewer } from '../viewer/resolvers.js';

/** What `ClaimVoucherResult` resolves from: the outcome, and the promo that was asked for. */
export type ClaimVoucherResultModel = MutationOutcome<{ voucher: VoucherPayload }> & {
  promoId: number;
};

const STATUSES: Record<VoucherStatus, UpstreamVoucherStatus> = {
  ACTIVE: 'active',
  USED: 'used',
  EXPIRED: 'expired',
};

const ORDERINGS: Record<VoucherSort, VoucherOrdering> = {
  LAST_CLAIMED: '-purchased_at',
  EXPIRING_SOON: 'redeem_to',
  LAST_ENDED: '-ended_at',
};

function voucherStatus(status: string, used: boolean, isExpired: boolean): VoucherStatus {
  const upper = status.toUpperCase();
  if (upper === 'ACTIVE' || upper === 'USED' || upper === 'EXPIRED') return upper;
  return used ? 'USED' : isExpired ? 'EXPIRED' : 'ACTIVE';
}

export const voucherResolvers: Resolvers = {
  Viewer: {
    vouchers: async (viewer, { status, sort, ...paging }, { content }) => {
      const pageArgs = checkPageArgs(paging);
      const payload = await content.vouchers(
        viewer.accessToken,
        {
          statuses: [...new Set((status ?? []).map((one) => STATUSES[one]))],
          ordering: ORDERINGS[sort ?? 'LAST_CLAIMED'],
        },
        pageArgs,
      );
      return toPage(payload, pageArgs);
    },
    voucher: (viewer, { code }, { content }) => content.voucher(viewer.accessToken, code),
    bookmarks: async (viewer, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.bookmarks(viewer.accessToken, pageArgs), pageArgs);
    },
    voucherTickets: async (viewer, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.voucherTickets(viewer.accessToken, pageArgs), pageArgs);
    },
    voucherHistory: async (viewer, args, { content }) => {
      const pageArgs = checkPageArgs(args);
      return toPage(await content.voucherHistory(viewer.accessToken, pageArgs), pageArgs);
    },
  },
  Mutation: {
    claimVoucher: async (_parent, { promoId, idempotencyKey }, context) => ({
      promoId: Number(promoId),
      ...(await countMemberAction(
        'claim',
        memberMutation(context, async (accessToken) => ({
          voucher: await context.content.claimVoucher(
            accessToken,
            Number(promoId),
            idempotencyKey ?? undefined,
          ),
        })),
      )),
    }),
  },
  // Resolved after the claim, succeeded or refused, and only when selected.
  ClaimVoucherResult: {
    viewer: (_result, _args, context) => loadViewer(context),
    promo: (result, _args, { loaders }) => loaders.promo.reload(result.promoId),
  },
  Voucher: {
    status: (voucher) => voucherStatus(voucher.status, voucher.used, voucher.isExpired),
  },
  Ticket: {
    type: (ticket) => (ticket.type === 'event' ? 'EVENT' : 'VOUCHER'),
    link: (ticket) =>
      `/${ticket.type === 'event' ? 'event' : 'promo'}/${encodeURIComponent(ticket.slug)}`,
  },
};
