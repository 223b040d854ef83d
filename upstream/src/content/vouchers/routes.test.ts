import { describe, expect, it } from 'vitest';
import { balance } from '../../identity/points/ledger.js';
import { qrPayload } from '../shared.js';
import { memberId, useSignedIn } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
const siti = useSignedIn(upstream, 'siti@contoh.id');

async function stockOf(promoId: number): Promise<number> {
  const [row] = await upstream.db.query<{ stock: number }>(
    'SELECT stock FROM promos WHERE id = $1',
    [promoId],
  );
  return row!.stock;
}

describe('member-only voucher routes', () => {
  it.each([
    ['GET', '/content/v2/vouchers'],
    ['POST', '/content/v2/vouchers'],
    ['GET', '/content/v2/vouchers/MVB-AKTIF-01'],
    ['POST', '/content/v2/vouchers/MVB-AKTIF-01/use'],
    ['GET', '/content/v1/voucher-ticket'],
    ['GET', '/content/v2/voucher-ticket/history'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const { status, body } = await upstream.call(method, url, {
      payload: method === 'POST' ? {} : undefined,
    });
    expect(status).toBe(401);
    expect(body.errorCode).toBe('unauthorized');
  });
});

describe('GET /content/v2/vouchers', () => {
  it("lists Budi's seeded vouchers by status", async () => {
    const all = await upstream.call('GET', '/content/v2/vouchers?page_size=50', { as: budi });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(7);
    const codes = async (status: string) =>
      (
        await upstream.call('GET', `/content/v2/vouchers?status=${status}`, { as: budi })
      ).body.results
        .map((voucher: { code: string }) => voucher.code)
        .sort();
    expect(await codes('active')).toEqual(['MVB-AKTIF-01', 'MVB-AKTIF-02', 'MVB-AKTIF-03']);
    expect(await codes('used')).toEqual(['MVB-PAKAI-01', 'MVB-PAKAI-02']);
    expect(await codes('expired')).toEqual(['MVB-HANGUS-01', 'MVB-HANGUS-02']);
  });

  it('orders by ordering and filters by several statuses', async () => {
    const codes = async (query: string) => {
      const { status, body } = await upstream.call('GET', `/content/v2/vouchers?${query}`, {
        as: budi,
      });
      expect(status).toBe(200);
      return body.results.map((voucher: { code: string }) => voucher.code);
    };
    // Last claimed first by default; the seed bought 01 first and it ends first.
    expect(await codes('status=active')).toEqual(['MVB-AKTIF-03', 'MVB-AKTIF-02', 'MVB-AKTIF-01']);
    expect(await codes('status=active&ordering=redeem_to')).toEqual([
      'MVB-AKTIF-01',
      'MVB-AKTIF-02',
      'MVB-AKTIF-03',
    ]);
    // Used by their day of use, expired by their end: PAKAI-01 (used day -12), PAKAI-02
    // (ends day -10 but was used on day -35), HANGUS-02 (ended -15), HANGUS-01 (ended -30).
    expect(await codes('status=used,expired&ordering=-ended_at')).toEqual([
      'MVB-PAKAI-01',
      'MVB-HANGUS-02',
      'MVB-HANGUS-01',
      'MVB-PAKAI-02',
    ]);
    const pageTwo = await upstream.call(
      'GET',
      '/content/v2/vouchers?status=used,expired&ordering=-ended_at&page=2&page_size=3',
      { as: budi },
    );
    expect(pageTwo.body.count).toBe(4);
    expect(pageTwo.body.results.map((voucher: { code: string }) => voucher.code)).toEqual([
      'MVB-PAKAI-02',
    ]);
    expect(pageTwo.body.previous).toContain('ordering=-ended_at');
    expect(
      (await upstream.call('GET', '/content/v2/vouchers?ordering=price', { as: budi })).status,
    ).toBe(400);
    expect(
      (await upstream.call('GET', '/content/v2/vouchers?status=used,lost', { as: budi })).status,
    ).toBe(400);
  });

  it('gives each voucher the documented shape', async () => {
    const { body } = await upstream.call('GET', '/content/v2/vouchers/MVB-AKTIF-01', { as: budi });
    expect(Object.keys(body).sort()).toEqual([
      'code',
      'isCanRedeem',
      'isExpired',
      'pointUsed',
      'promo',
      'purchasedDate',
      'qrCode',
      'redeemFrom',
      'redeemTo',
      'status',
      'used',
      'usedDate',
    ]);
    expect(body).toMatchObject({
      code: 'MVB-AKTIF-01',
      qrCode: qrPayload('MVB-AKTIF-01'),
      status: 'active',
      used: false,
      usedDate: null,
      pointUsed: 5000,
      isCanRedeem: true,
      promo: { id: 2 },
    });
    const used = await upstream.call('GET', '/content/v2/vouchers/mvb-pakai-01', { as: budi });
    expect(used.body).toMatchObject({ status: 'used', used: true, isCanRedeem: false });
    expect(used.body.usedDate).toEqual(expect.any(String));
    const expired = await upstream.call('GET', '/content/v2/vouchers/MVB-HANGUS-01', { as: budi });
    expect(expired.body).toMatchObject({ status: 'expired', isExpired: true, isCanRedeem: false });
  });

  it("hides other members' vouchers and rejects bad input", async () => {
    expect((await upstream.call('GET', '/content/v2/vouchers', { as: siti })).body.count).toBe(0);
    const foreign = await upstream.call('GET', '/content/v2/vouchers/MVB-AKTIF-01', { as: siti });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Voucher tidak ditemukan');
    expect(
      (await upstream.call('GET', '/content/v2/vouchers?status=lost', { as: budi })).status,
    ).toBe(400);
    const attack = encodeURIComponent("x' OR '1'='1");
    expect(
      (await upstream.call('GET', `/content/v2/vouchers/${attack}`, { as: budi })).status,
    ).toBe(404);
  });
});

describe('POST /content/v2/vouchers', () => {
  it('claims a free voucher, takes one from stock, then refuses a second', async () => {
    const before = await stockOf(1);
    const claimed = await upstream.call('POST', '/content/v2/vouchers', {
      as: siti,
      payload: { promoId: 1 },
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({
      status: 'active',
      pointUsed: 0,
      used: false,
      isCanRedeem: true,
      promo: { id: 1 },
    });
    expect(claimed.body.code).toMatch(/^MV-[A-Z0-9]{10}$/);
    expect(claimed.body.qrCode).toBe(qrPayload(claimed.body.code));
    expect(await stockOf(1)).toBe(before - 1);

    const again = await upstream.call('POST', '/content/v2/vouchers', {
      as: siti,
      payload: { promoId: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('already_claimed');
    expect(await stockOf(1)).toBe(before - 1);
  });

  it('pays with points through the ledger', async () => {
    const budiId = await memberId(upstream.db, 'budi@contoh.id');
    const pointsBefore = await balance(upstream.db, budiId);
    const claimed = await upstream.call('POST', '/content/v2/vouchers', {
      as: budi,
      payload: { promoId: 2 },
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body.pointUsed).toBe(5000);
    expect(await balance(upstream.db, budiId)).toBe(pointsBefore - 5000);
    // Promo 2 allows two per member; Budi already held one from the seed.
    const third = await upstream.call('POST', '/content/v2/vouchers', {
      as: budi,
      payload: { promoId: 2 },
    });
    expect(third.body.errorCode).toBe('already_claimed');
  });

  it('refuses when points are short, leaving stock and balance alone', async () => {
    const budiId = await memberId(upstream.db, 'budi@contoh.id');
    const pointsBefore = await balance(upstream.db, budiId);
    const stockBefore = await stockOf(5);
    const { status, body } = await upstream.call('POST', '/content/v2/vouchers', {
      as: budi,
      payload: { promoId: 5 },
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      errorCode: 'insufficient_points',
      detail: 'Poin kamu tidak cukup',
    });
    expect(await stockOf(5)).toBe(stockBefore);
    expect(await balance(upstream.db, budiId)).toBe(pointsBefore);
    const sitiPoints = await upstream.call('POST', '/content/v2/vouchers', {
      as: siti,
      payload: { promoId: 2 },
    });
    expect(sitiPoints.body.errorCode).toBe('insufficient_points');
  });

  it('records the spend in the point history under the voucher code', async () => {
    const claimed = await upstream.call('POST', '/content/v2/vouchers', {
      as: budi,
      payload: { promoId: 8 },
    });
    expect(claimed.status).toBe(201);
    const rows = await upstream.db.query<{ mutation: string; points: number }>(
      'SELECT mutation, points FROM point_transactions WHERE reference_no = $1',
      [claimed.body.code],
    );
    expect(rows).toEqual([{ mutation: 'REDEEM', points: 7500 }]);
  });

  it('gives the last voucher to exactly one of two simultaneous claims', async () => {
    await upstream.db.query('UPDATE promos SET stock = 1 WHERE id = 7');
    const results = await Promise.all([
      upstream.call('POST', '/content/v2/vouchers', { as: budi, payload: { promoId: 7 } }),
      upstream.call('POST', '/content/v2/vouchers', { as: siti, payload: { promoId: 7 } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)?.body.errorCode).toBe('out_of_stock');
    expect(await stockOf(7)).toBe(0);
  });

  it('refuses an out-of-stock or expired promo', async () => {
    const soldOut = await upstream.call('POST', '/content/v2/vouchers', {
      as: budi,
      payload: { promoId: 3 },
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({
      errorCode: 'out_of_stock',
      detail: 'Stok voucher sudah habis',
    });
    const expired = await upstream.call('POST', '/content/v2/vouchers', {
      as: budi,
      payload: { promoId: 4 },
    });
    expect(expired.body.errorCode).toBe('promo_expired');
  });

  it('answers 404 for an unknown promo and 400 for a bad body', async () => {
    expect(
      (
        await upstream.call('POST', '/content/v2/vouchers', {
          as: budi,
          payload: { promoId: 99999 },
        })
      ).status,
    ).toBe(404);
    for (const body of [
      {},
      { promoId: 'abc' },
      { promoId: -1 },
      { promoId: '1; DROP TABLE vouchers' },
    ]) {
      const { status, body: error } = await upstream.call('POST', '/content/v2/vouchers', {
        as: budi,
        payload: body,
      });
      expect(status).toBe(400);
      expect(error.errorCode).toBe('validation_error');
    }
  });
});

describe('POST /content/v2/vouchers/{code}/use', () => {
  it('marks an active voucher used once', async () => {
    const used = await upstream.call('POST', '/content/v2/vouchers/MVB-AKTIF-02/use', { as: budi });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ status: 'used', used: true, isCanRedeem: false });
    const again = await upstream.call('POST', '/content/v2/vouchers/MVB-AKTIF-02/use', {
      as: budi,
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('already_used');
    const expired = await upstream.call('POST', '/content/v2/vouchers/MVB-HANGUS-02/use', {
      as: budi,
    });
    expect(expired.body.errorCode).toBe('voucher_expired');
  });
});

describe('voucher tickets', () => {
  it('lists redeemable vouchers and upcoming event registrations', async () => {
    const { status, body } = await upstream.call('GET', '/content/v1/voucher-ticket?page_size=50', {
      as: budi,
    });
    expect(status).toBe(200);
    for (const ticket of body.results) {
      expect(ticket.isCanRedeem).toBe(true);
      expect(ticket.used).toBe(false);
    }
    const codes = body.results.map((ticket: { code: string }) => ticket.code);
    expect(codes).toContain('MVB-AKTIF-01');
    expect(codes).toContain('EVT-BUDI-0005');
    expect(codes).not.toContain('MVB-HANGUS-01');
    const event = body.results.find((ticket: { type: string }) => ticket.type === 'event');
    expect(event).toMatchObject({
      slug: 'kelas-memasak-bersama-chef',
      qrCode: qrPayload(event.code),
    });
  });

  it('keeps used and expired ones in the history', async () => {
    const { body } = await upstream.call('GET', '/content/v2/voucher-ticket/history?page_size=50', {
      as: budi,
    });
    const codes = body.results.map((ticket: { code: string }) => ticket.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'MVB-PAKAI-01',
        'MVB-PAKAI-02',
        'MVB-HANGUS-01',
        'MVB-HANGUS-02',
        'EVT-BUDI-0010',
      ]),
    );
    expect(codes).not.toContain('MVB-AKTIF-01');
    expect(
      (await upstream.call('GET', '/content/v2/voucher-ticket/history', { as: siti })).body.count,
    ).toBe(0);
  });
});
