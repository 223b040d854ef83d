import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, signInNewMember, useSignedIn } from '../../test-support/sign-in.js';

const harness = useHarness();
// Budi is only read here; whatever claims uses a member of its own.
const budi = useSignedIn(harness, BUDI);

const db = () => harness.upstream.app.upstream.db;

/**
 * Promo 12, one per member: Budi's voucher of it (MVB-HANGUS-02) has expired, and still counts,
 * as the upstream's claim counts it.
 */
const BUDI_CLAIMED = 'cashback-15-di-glow-beauty-bar';

const VIEWER_CLAIM = /* GraphQL */ `
  query ($slug: String!) {
    promo(slug: $slug) {
      id
      viewerClaim {
        reason
        claimedCount
      }
    }
  }
`;

async function viewerClaimOf(slug: string, cookie?: string) {
  const { body, response } = await harness.graphql(VIEWER_CLAIM, { slug }, cookie);
  expect(body.errors).toBeUndefined();
  return { state: body.data.promo.viewerClaim, response };
}

describe('Promo.viewerClaim', () => {
  it('is null for a visitor, without asking for any member data', async () => {
    expect((await viewerClaimOf(BUDI_CLAIMED)).state).toBeNull();
    const calls = (await harness.upstreamRequests()).map((call) => call.path);
    expect(calls).toEqual(['/content/v1/promos/cashback-15-di-glow-beauty-bar']);
  });

  it("says a member's limit is reached, and is never publicly cacheable", async () => {
    const { state, response } = await viewerClaimOf(BUDI_CLAIMED, budi.cookie);
    expect(state).toEqual({ reason: 'ALREADY_CLAIMED', claimedCount: 1 });
    expect(response.headers['cache-control']).not.toMatch(/max-age=[1-9]|public/);
  });

  it('gives every other refusal in the order the claim checks them', async () => {
    await db().query(
      "UPDATE promos SET valid_from = now() + interval '2 days', valid_to = now() + interval '30 days' WHERE id = 6",
    );
    const reasons = await Promise.all(
      ['4', '6', '3', '5', '1'].map(async (slug) => (await viewerClaimOf(slug, budi.cookie)).state),
    );
    expect(reasons).toEqual([
      { reason: 'PROMO_EXPIRED', claimedCount: 0 },
      { reason: 'PROMO_NOT_STARTED', claimedCount: 0 },
      { reason: 'OUT_OF_STOCK', claimedCount: 0 },
      // 1.000.000 points.
      { reason: 'INSUFFICIENT_POINTS', claimedCount: 0 },
      // Free, not claimed yet.
      { reason: null, claimedCount: 0 },
    ]);
  });

  it("weighs the price against the member's points as they are now", async () => {
    const { body } = await harness.graphql('{ viewer { point } }', undefined, budi.cookie);
    const { point } = body.data.viewer;
    const promoId = 13;
    await db().query('UPDATE promos SET price = $1, stock = 10, max_per_member = 1 WHERE id = $2', [
      point,
      promoId,
    ]);
    expect((await viewerClaimOf(String(promoId), budi.cookie)).state.reason).toBeNull();
    await db().query('UPDATE promos SET price = $1 WHERE id = $2', [point + 1, promoId]);
    expect((await viewerClaimOf(String(promoId), budi.cookie)).state.reason).toBe(
      'INSUFFICIENT_POINTS',
    );
  });

  it("reads the member's vouchers once for a whole list of promos", async () => {
    const { body } = await harness.graphql(
      `{ promos(pageSize: 30) { items { id viewerClaim { reason } } }
         promo(slug: "${BUDI_CLAIMED}") { viewerClaim { reason } } }`,
      undefined,
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.promos.items).toHaveLength(30);
    expect(body.data.promo.viewerClaim.reason).toBe('ALREADY_CLAIMED');
    expect(await harness.calls('/content/v2/vouchers')).toHaveLength(1);
  });

  it('tells a new member without points so, and the limit right after a claim', async () => {
    const member = await signInNewMember(harness);
    // Promo 2: 5.000 points, two per member. Promo 1: free, one per member.
    expect((await viewerClaimOf('2', member.cookie)).state).toEqual({
      reason: 'INSUFFICIENT_POINTS',
      claimedCount: 0,
    });
    expect((await viewerClaimOf('1', member.cookie)).state).toEqual({
      reason: null,
      claimedCount: 0,
    });

    const { body } = await harness.graphql(
      `mutation { claimVoucher(promoId: "1") {
          ok promo { id viewerClaim { reason claimedCount } } } }`,
      undefined,
      member.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.claimVoucher).toEqual({
      ok: true,
      promo: { id: '1', viewerClaim: { reason: 'ALREADY_CLAIMED', claimedCount: 1 } },
    });
    expect((await viewerClaimOf('1', member.cookie)).state.reason).toBe('ALREADY_CLAIMED');
  });
});
