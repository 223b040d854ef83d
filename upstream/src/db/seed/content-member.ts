import { REFERRAL_REWARD_POINT } from '../../content/shared.js';
import type { DbSession } from '../db.js';
import type { Seed } from './seed.js';

/** Budi's vouchers: codes, promo ids and state, fixed so that tests and demos can name them. */
export const budiVoucherSeeds = [
  {
    code: 'MVB-AKTIF-01',
    promoId: 2,
    pointUsed: 5000,
    boughtDay: -5,
    // Ends within the week: the wallet's "Berakhir dalam 4 hari" warning has one to show.
    redeemToDay: 4,
    usedDay: null,
  },
  { code: 'MVB-AKTIF-02', promoId: 7, pointUsed: 0, boughtDay: -3, redeemToDay: 27, usedDay: null },
  {
    code: 'MVB-AKTIF-03',
    promoId: 8,
    pointUsed: 2500,
    boughtDay: -1,
    redeemToDay: 29,
    usedDay: null,
  },
  {
    code: 'MVB-PAKAI-01',
    promoId: 9,
    pointUsed: 1000,
    boughtDay: -20,
    redeemToDay: 10,
    usedDay: -12,
  },
  {
    code: 'MVB-PAKAI-02',
    promoId: 10,
    pointUsed: 0,
    boughtDay: -40,
    redeemToDay: -10,
    usedDay: -35,
  },
  {
    code: 'MVB-HANGUS-01',
    promoId: 11,
    pointUsed: 0,
    boughtDay: -60,
    redeemToDay: -30,
    usedDay: null,
  },
  {
    code: 'MVB-HANGUS-02',
    promoId: 12,
    pointUsed: 2500,
    boughtDay: -45,
    redeemToDay: -15,
    usedDay: null,
  },
] as const;

export const budiBookmarkPromoIds = [2, 14, 22] as const;

/** Budi is registered for event 5 (upcoming, free) and went to event 10 (past). */
export const budiRegistrationSeeds = [
  { code: 'EVT-BUDI-0005', eventId: 5, dayOffset: -2 },
  { code: 'EVT-BUDI-0010', eventId: 10, dayOffset: -20 },
] as const;

async function userId(tx: DbSession, email: string): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return row?.id;
}

/**
 * What the demo members did with content: Budi holds active, used and expired vouchers, a few
 * bookmarks and event registrations, and referred Siti; Siti has claimed nothing. Runs after
 * the identity seed, which creates both.
 */
export const contentMemberSeed: Seed = {
  id: 'content-member',
  async run(tx, context) {
    const budi = await userId(tx, 'budi@contoh.id');
    const siti = await userId(tx, 'siti@contoh.id');
    if (budi === undefined || siti === undefined) {
      throw new Error('content-member seed needs the identity seed (budi, siti) first');
    }
    for (const voucher of budiVoucherSeeds) {
      await tx.query(
        `INSERT INTO vouchers (code, user_id, promo_id, point_used, purchased_at, redeem_from,
           redeem_to, used_at)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7)`,
        [
          voucher.code,
          budi,
          voucher.promoId,
          voucher.pointUsed,
          context.daysFromAnchor(voucher.boughtDay, 10),
          context.daysFromAnchor(voucher.redeemToDay, 23.99),
          voucher.usedDay === null ? null : context.daysFromAnchor(voucher.usedDay, 13),
        ],
      );
    }
    for (const [index, promoId] of budiBookmarkPromoIds.entries()) {
      await tx.query(
        'INSERT INTO promo_bookmarks (user_id, promo_id, created_at) VALUES ($1, $2, $3)',
        [budi, promoId, context.daysFromAnchor(-10 + index, 8)],
      );
    }
    for (const registration of budiRegistrationSeeds) {
      await tx.query(
        `INSERT INTO event_registrations (code, event_id, user_id, point_used, registered_at)
         VALUES ($1, $2, $3, 0, $4)`,
        [
          registration.code,
          registration.eventId,
          budi,
          context.daysFromAnchor(registration.dayOffset, 9),
        ],
      );
      await tx.query(
        `INSERT INTO event_attendees (registration_code, position, name, email, phone_number)
         VALUES ($1, 1, 'Budi Santoso', 'budi@contoh.id', '081234567890')`,
        [registration.code],
      );
      await tx.query(
        'UPDATE events SET seats_taken = LEAST(quota, seats_taken + 1) WHERE id = $1 AND seats_taken < quota',
        [registration.eventId],
      );
    }
    await tx.query(
      `INSERT INTO referrals (referred_user_id, referrer_user_id, reward_point, created_at)
       VALUES ($1, $2, $3, $4)`,
      [siti, budi, REFERRAL_REWARD_POINT, context.daysFromAnchor(-3, 11)],
    );
  },
};
