import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, SITI, useSignedIn } from '../../test-support/sign-in.js';

const harness = useHarness();
const budi = useSignedIn(harness, BUDI);
const siti = useSignedIn(harness, SITI);

/** The claim of `$promoId`, answering its outcome and `selection`. */
const claimAnswering = (selection: string) => /* GraphQL */ `
  mutation ($promoId: ID!) {
    claimVoucher(promoId: $promoId) {
      ok
      error {
        code
        message
      }
      ${selection}
    }
  }
`;

const CLAIM = claimAnswering(`voucher { code qrCode status pointUsed isCanRedeem promo { id } }`);

/** Budi's `viewer`, asked for `selection`; the answer carries no error. */
async function budiViewer(selection: string) {
  const { body } = await harness.graphql(`{ viewer { ${selection} } }`, undefined, budi.cookie);
  expect(body.errors).toBeUndefined();
  return body.data.viewer;
}

describe("the member's vouchers", () => {
  it('lists vouchers by status, with their promo', async () => {
    const viewer = await budiViewer(`
      active: vouchers(status: ACTIVE) { items { code status isCanRedeem promo { slug } } pageInfo { totalCount } }
      used: vouchers(status: USED) { items { code status used } }
      expired: vouchers(status: EXPIRED) { items { code status } }
      one: voucher(code: "MVB-AKTIF-01") { code qrCode promo { id } }
      none: voucher(code: "TIDAK-ADA") { code }
    `);
    expect(viewer.active.items.map((v: { code: string }) => v.code).sort()).toEqual([
      'MVB-AKTIF-01',
      'MVB-AKTIF-02',
      'MVB-AKTIF-03',
    ]);
    for (const v of viewer.active.items) expect(v.status).toBe('ACTIVE');
    expect(viewer.used.items).toHaveLength(2);
    expect(viewer.expired.items).toHaveLength(2);
    expect(viewer.one).toMatchObject({ code: 'MVB-AKTIF-01', promo: { id: '2' } });
    expect(viewer.one.qrCode).toMatch(/^MVQR1\.MVB-AKTIF-01\./);
    expect(viewer.none).toBeNull();
  });

  it('sorts the wallet by expiry and the history by end, with several statuses', async () => {
    const { wallet, claimed, history } = await budiViewer(`
      wallet: vouchers(status: ACTIVE, sort: EXPIRING_SOON) { items { code redeemTo } }
      claimed: vouchers(status: [ACTIVE]) { items { code } }
      history: vouchers(status: [USED, EXPIRED], sort: LAST_ENDED, pageSize: 3) {
        items { code status }
        pageInfo { totalCount hasNextPage }
      }
    `);
    const ends = wallet.items.map((v: { redeemTo: string }) => Date.parse(v.redeemTo));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(wallet.items.map((v: { code: string }) => v.code)).toEqual([
      'MVB-AKTIF-01',
      'MVB-AKTIF-02',
      'MVB-AKTIF-03',
    ]);
    expect(claimed.items.map((v: { code: string }) => v.code)).toEqual([
      'MVB-AKTIF-03',
      'MVB-AKTIF-02',
      'MVB-AKTIF-01',
    ]);
    expect(history.pageInfo).toEqual({ totalCount: 4, hasNextPage: true });
    expect(history.items.map((v: { code: string }) => v.code)).toEqual([
      'MVB-PAKAI-01',
      'MVB-HANGUS-02',
      'MVB-HANGUS-01',
    ]);
    const asked = (await harness.upstreamRequests())
      .filter((call) => call.path === '/content/v2/vouchers')
      .map((call) => Object.fromEntries(new URLSearchParams((call as { query?: string }).query)));
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'active', ordering: 'redeem_to' }),
        expect.objectContaining({ status: 'used,expired', ordering: '-ended_at' }),
      ]),
    );
  });

  it('lists bookmarks, tickets and history', async () => {
    const viewer = await budiViewer(`
      bookmarks { items { id } pageInfo { totalCount } }
      voucherTickets { items { type code link } }
      voucherHistory { items { type code used isExpired } }
    `);
    expect(viewer.bookmarks.items.map((p: { id: string }) => p.id).sort()).toEqual([
      '14',
      '2',
      '22',
    ]);
    const tickets = viewer.voucherTickets.items.map((t: { code: string }) => t.code);
    expect(tickets).toContain('MVB-AKTIF-01');
    expect(tickets).toContain('EVT-BUDI-0005');
    const history = viewer.voucherHistory.items.map((t: { code: string }) => t.code);
    expect(history).toEqual(expect.arrayContaining(['MVB-PAKAI-01', 'MVB-HANGUS-01']));
  });
});

describe('claimVoucher', () => {
  it('tells a visitor to sign in', async () => {
    const { body } = await harness.graphql(CLAIM, { promoId: '1' });
    expect(body.data.claimVoucher).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(await harness.upstreamRequests()).toEqual([]);
  });

  it('gives refusals as data with the Indonesian message', async () => {
    const poor = await harness.graphql(CLAIM, { promoId: '5' }, siti.cookie);
    expect(poor.body.data.claimVoucher).toMatchObject({
      ok: false,
      error: { code: 'insufficient_points', message: 'Poin kamu tidak cukup' },
      voucher: null,
    });
    const empty = await harness.graphql(CLAIM, { promoId: '3' }, siti.cookie);
    expect(empty.body.data.claimVoucher.error.code).toBe('out_of_stock');
  });

  it('claims a free voucher', async () => {
    const { body } = await harness.graphql(CLAIM, { promoId: '1' }, siti.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.claimVoucher).toMatchObject({
      ok: true,
      error: null,
      voucher: { status: 'ACTIVE', pointUsed: 0, isCanRedeem: true, promo: { id: '1' } },
    });
    const again = await harness.graphql(CLAIM, { promoId: '1' }, siti.cookie);
    expect(again.body.data.claimVoucher.error.code).toBe('already_claimed');
  });

  it('never retries the POST on a 503', async () => {
    await harness.injectFaults([
      { method: 'POST', path: '/content/v2/vouchers', status: 503, times: 1 },
    ]);
    const { body } = await harness.graphql(CLAIM, { promoId: '2' }, budi.cookie);
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    expect(await harness.calls('/content/v2/vouchers', 'POST')).toHaveLength(1);
  });
});

describe('what a claim answers for the client cache', () => {
  const CLAIM_WITH_CACHE = claimAnswering(
    `voucher { pointUsed } viewer { point } promo { id price stock maxPerMember }`,
  );

  it("gives the member's new balance and the promo's fresh stock", async () => {
    const before = await harness.graphql(
      `{ viewer { point } promo(slug: "2") { price stock } }`,
      undefined,
      budi.cookie,
    );
    const { point, promo } = { ...before.body.data.viewer, promo: before.body.data.promo };
    const { body } = await harness.graphql(CLAIM_WITH_CACHE, { promoId: '2' }, budi.cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data.claimVoucher).toMatchObject({
      ok: true,
      error: null,
      voucher: { pointUsed: promo.price },
      viewer: { point: point - promo.price },
      promo: { id: '2', price: 5000, stock: promo.stock - 1 },
    });
  });

  it('tells each refusal apart, with what the client needs to explain it', async () => {
    const { db } = harness.upstream.app.upstream;
    await db.query(
      "UPDATE promos SET valid_from = now() + interval '2 days', valid_to = now() + interval '30 days' WHERE id = 6",
    );

    const claim = async (promoId: string, cookie: string) =>
      (await harness.graphql(CLAIM_WITH_CACHE, { promoId }, cookie)).body.data.claimVoucher;

    const poor = await claim('2', siti.cookie);
    expect(poor).toMatchObject({
      ok: false,
      error: { code: 'insufficient_points', message: 'Poin kamu tidak cukup' },
      voucher: null,
      viewer: { point: 0 },
      promo: { price: 5000 },
    });
    expect((await claim('3', siti.cookie)).error.code).toBe('out_of_stock');
    expect((await claim('4', siti.cookie)).error.code).toBe('promo_expired');
    expect((await claim('6', siti.cookie)).error.code).toBe('promo_not_started');
    // Siti claimed the free promo 1 above; one per member.
    const limit = await claim('1', siti.cookie);
    expect(limit).toMatchObject({ error: { code: 'already_claimed' }, promo: { maxPerMember: 1 } });
    expect((await claim('99999', siti.cookie)).error.code).toBe('not_found');
  });

  it('gives a visitor no viewer and makes no member call', async () => {
    const { body } = await harness.graphql(
      `mutation { claimVoucher(promoId: "1") { ok error { code } viewer { point } } }`,
    );
    expect(body.data.claimVoucher).toEqual({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
      viewer: null,
    });
    expect(await harness.upstreamRequests()).toEqual([]);
  });
});
