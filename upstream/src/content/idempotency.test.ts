import { beforeAll, describe, expect, it } from 'vitest';
import { balance } from '../identity/points/ledger.js';
import { memberId, useSignedIn } from '../testing/members.js';
import { useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
let budiId: number;

beforeAll(async () => {
  budiId = await memberId(upstream.db, 'budi@contoh.id');
});

/** Budi's POST, with an Idempotency-Key when given one. */
const post = (url: string, payload: Record<string, unknown>, key?: string) =>
  upstream.call('POST', url, {
    as: budi,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload,
  });

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await upstream.db.query<{ count: number }>(sql, params);
  return row!.count;
}

/** A paid promo Budi may claim several times, so a double claim would really go through. */
async function repeatablePaidPromo(): Promise<number> {
  const [row] = await upstream.db.query<{ id: number }>(
    `SELECT id FROM promos WHERE price > 0 AND price < 1000 AND max_per_member >= 3 AND stock >= 3
        AND valid_from <= now() AND valid_to > now() ORDER BY id LIMIT 1`,
  );
  if (row) return row.id;
  const [promo] = await upstream.db.query<{ id: number }>(
    `UPDATE promos SET price = 100, max_per_member = 5, stock = 50
      WHERE id = (SELECT id FROM promos WHERE valid_from <= now() AND valid_to > now()
                   ORDER BY id LIMIT 1) RETURNING id`,
  );
  return promo!.id;
}

describe('Idempotency-Key on claims', () => {
  it('answers a retried claim with the first voucher: one voucher, one debit', async () => {
    const promoId = await repeatablePaidPromo();
    const vouchersOf = () =>
      count('SELECT count(*)::int AS count FROM vouchers WHERE user_id = $1 AND promo_id = $2', [
        budiId,
        promoId,
      ]);
    const before = { vouchers: await vouchersOf(), points: await balance(upstream.db, budiId) };

    const first = await post('/content/v2/vouchers', { promoId }, 'claim-key-0001');
    const retry = await post('/content/v2/vouchers', { promoId }, 'claim-key-0001');

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.code).toBe(first.body.code);
    expect(await vouchersOf()).toBe(before.vouchers + 1);
    expect(await balance(upstream.db, budiId)).toBe(before.points - first.body.pointUsed);

    // Another key is another intent: a second voucher.
    const other = await post('/content/v2/vouchers', { promoId }, 'claim-key-0002');
    expect(other.status).toBe(201);
    expect(other.body.code).not.toBe(first.body.code);
    expect(await vouchersOf()).toBe(before.vouchers + 2);
  });

  it('runs concurrent requests with one key once', async () => {
    const promoId = await repeatablePaidPromo();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/content/v2/vouchers', { promoId }, 'claim-key-race')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.code)).size).toBe(1);
  });

  it('refuses the same key for another promo with 422 and writes nothing', async () => {
    const promoId = await repeatablePaidPromo();
    await post('/content/v2/vouchers', { promoId }, 'claim-key-0003');
    const total = () =>
      count('SELECT count(*)::int AS count FROM vouchers WHERE user_id = $1', [budiId]);
    const before = await total();
    const reused = await post('/content/v2/vouchers', { promoId: promoId + 1 }, 'claim-key-0003');
    expect(reused.status).toBe(422);
    expect(reused.body.errorCode).toBe('idempotency_key_reused');
    expect(await total()).toBe(before);
  });

  it('does not remember a refusal: the key stays usable', async () => {
    const missing = await post('/content/v2/vouchers', { promoId: 999_999 }, 'claim-key-0004');
    expect(missing.status).toBe(404);
    expect(
      await count('SELECT count(*)::int AS count FROM idempotency_keys WHERE key = $1', [
        'claim-key-0004',
      ]),
    ).toBe(0);
  });

  it.each(['short', 'has space in it', 'x'.repeat(129), 'ünïcödé-key-1'])(
    'refuses a malformed key %j with 400',
    async (key) => {
      const promoId = await repeatablePaidPromo();
      const response = await post('/content/v2/vouchers', { promoId }, key);
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('invalid_idempotency_key');
    },
  );
});

describe('Idempotency-Key on event registrations', () => {
  it('answers a retried registration with the first ticket', async () => {
    const [event] = await upstream.db.query<{ id: number; point_cost: number }>(
      `SELECT id, point_cost FROM events WHERE end_at > now() AND seats_taken + 1 <= quota
          AND id NOT IN (SELECT event_id FROM event_registrations WHERE user_id = $1)
        ORDER BY point_cost, id LIMIT 1`,
      [budiId],
    );
    const payload = {
      eventId: event!.id,
      pointUsed: event!.point_cost,
      registrationData: [{ name: 'Budi', email: 'budi@contoh.id', phoneNumber: '081234567890' }],
    };
    const url = `/content/v1/events/${event!.id}/register`;
    const first = await post(url, payload, 'register-key-1');
    const retry = await post(url, payload, 'register-key-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({
      code: first.body.code,
      pointUsed: first.body.pointUsed,
      registeredAt: first.body.registeredAt,
      registrationData: first.body.registrationData,
    });
    // Without the key the upstream's own rule answers: one registration per member per event.
    expect((await post(url, payload)).status).toBe(409);

    const changed = await post(
      url,
      { ...payload, registrationData: [{ ...payload.registrationData[0], name: 'Budi S' }] },
      'register-key-1',
    );
    expect(changed.status).toBe(422);
  });
});
