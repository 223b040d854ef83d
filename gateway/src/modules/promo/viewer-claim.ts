import type { GatewayContext } from '../../context.js';
import type { ClaimRefusalReason, PromoClaimState } from '../../generated/resolvers-types.js';
import type { PromoPayload } from '../../upstream/content-types.js';

/**
 * `Promo.viewerClaim`: what `claimVoucher` would answer the signed-in member now, so the page
 * can say it instead of offering a press bound to fail. The checks and their order are the
 * upstream's (`POST /v2/vouchers`): over, not open yet, the member's limit, stock, points.
 * Null for a visitor. Points are asked only when the price is all that is left to check.
 */
export async function viewerClaim(
  promo: PromoPayload,
  { session, identity, loaders }: Pick<GatewayContext, 'session' | 'identity' | 'loaders'>,
): Promise<PromoClaimState | null> {
  const accessToken = await session.accessToken();
  if (!accessToken) return null;
  const claimedCount = await loaders.promo.claimedCount.load(promo.id);
  const refusal = ((): ClaimRefusalReason | null => {
    if (promo.status === 'expired' || promo.isExpired) return 'PROMO_EXPIRED';
    if (promo.status === 'upcoming') return 'PROMO_NOT_STARTED';
    if (promo.maxPerMember != null && claimedCount >= promo.maxPerMember) return 'ALREADY_CLAIMED';
    if (!promo.isQuotaAvailable || promo.stock <= 0) return 'OUT_OF_STOCK';
    return null;
  })();
  if (refusal || promo.price <= 0) return { reason: refusal, claimedCount };
  // The balance of this request: read once with the header's, read again after a claim.
  const points = Math.trunc((await identity.point(accessToken)).point);
  return { reason: points < promo.price ? 'INSUFFICIENT_POINTS' : null, claimedCount };
}
