import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, useSignedIn } from '../../test-support/sign-in.js';

/** Short, so a delayed upstream answer is a lost one without making the test slow. */
const TIMEOUT_MS = 400;

const harness = useHarness({ env: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } });
const budi = useSignedIn(harness, BUDI);
let budiId: number;

beforeAll(async () => {
  const [row] = await db().query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    BUDI.identifier,
  ]);
  budiId = row!.id;
});

const db = () => harness.upstream.app.upstream.db;

const CLAIM = /* GraphQL */ `
  mutation ($promoId: ID!, $key: String) {
    claimVoucher(promoId: $promoId, idempotencyKey: $key) {
      ok
      error {
        code
      }
      voucher {
        code
      }
    }
  }
`;

/** A paid promo a member may hold several of, so a double claim would really go through. */
async function repeatablePromo(): Promise<number> {
  const [promo] = await db().query<{ id: number }>(
    `UPDATE promos SET price = 100, max_per_member = 5, stock = 50
      WHERE id = (SELECT id FROM promos WHERE valid_from <= now() AND valid_to > now()
                   ORDER BY id LIMIT 1) RETURNING id`,
  );
  return promo!.id;
}

async function vouchersOf(promoId: number): Promise<number> {
  const [row] = await db().query<{ count: number }>(
    'SELECT count(*)::int AS count FROM vouchers WHERE user_id = $1 AND promo_id = $2',
    [budiId, promoId],
  );
  return row!.count;
}

describe('a claim whose answer is lost', () => {
  it('is claimed once when the member retries with the same key', async () => {
    await harness.resetUpstreamLog();
    const promoId = await repeatablePromo();
    const before = await vouchersOf(promoId);
    // The first claim is made in the upstream, but its answer comes after the gateway gave up.
    await harness.injectFaults([
      {
        method: 'POST',
        path: '/content/v2/vouchers',
        latencyMs: TIMEOUT_MS * 3,
        afterRoute: true,
        times: 1,
      },
    ]);
    const key = 'lost-answer-claim-1';

    const lost = await harness.graphql(CLAIM, { promoId: String(promoId), key }, budi.cookie);
    expect(lost.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNREACHABLE');
    expect(await vouchersOf(promoId)).toBe(before + 1);

    const retry = await harness.graphql(CLAIM, { promoId: String(promoId), key }, budi.cookie);
    expect(retry.body.data.claimVoucher).toMatchObject({ ok: true, error: null });

    expect(await vouchersOf(promoId)).toBe(before + 1);

    // The same key later still names that one voucher.
    const again = await harness.graphql(CLAIM, { promoId: String(promoId), key }, budi.cookie);
    expect(again.body.data.claimVoucher.voucher.code).toBe(
      retry.body.data.claimVoucher.voucher.code,
    );
    expect(await vouchersOf(promoId)).toBe(before + 1);
  });

  it('is claimed again without a key (what the key prevents)', async () => {
    const promoId = await repeatablePromo();
    const before = await vouchersOf(promoId);
    await harness.graphql(CLAIM, { promoId: String(promoId) }, budi.cookie);
    await harness.graphql(CLAIM, { promoId: String(promoId) }, budi.cookie);
    expect(await vouchersOf(promoId)).toBe(before + 2);
  });

  it('answers a malformed key as a refusal, not a server error', async () => {
    const promoId = await repeatablePromo();
    const { body } = await harness.graphql(
      CLAIM,
      { promoId: String(promoId), key: 'x y' },
      budi.cookie,
    );
    expect(body.data.claimVoucher).toMatchObject({
      ok: false,
      error: { code: 'invalid_idempotency_key' },
    });
  });
});

describe('an event registration retried with its key', () => {
  it('answers the first ticket and registers once', async () => {
    const [event] = await db().query<{ id: number; point_cost: number }>(
      `SELECT id, point_cost FROM events WHERE end_at > now() AND seats_taken + 1 <= quota
          AND point_cost = 0
          AND id NOT IN (SELECT event_id FROM event_registrations WHERE user_id = $1)
        ORDER BY id LIMIT 1`,
      [budiId],
    );
    const REGISTER = /* GraphQL */ `
      mutation ($input: EventRegistrationInput!) {
        registerForEvent(input: $input) {
          ok
          error {
            code
          }
          registration {
            code
          }
        }
      }
    `;
    const input = {
      eventId: String(event!.id),
      pointUsed: 0,
      attendees: [{ name: 'Budi', email: 'budi@contoh.id', phoneNumber: '081234567890' }],
      idempotencyKey: 'register-retry-1',
    };
    const first = await harness.graphql(REGISTER, { input }, budi.cookie);
    const retry = await harness.graphql(REGISTER, { input }, budi.cookie);
    expect(first.body.data.registerForEvent.ok).toBe(true);
    expect(retry.body.data.registerForEvent).toMatchObject({
      ok: true,
      registration: { code: first.body.data.registerForEvent.registration.code },
    });
  });
});
