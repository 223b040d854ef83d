import type { Migration } from './migration.js';

/** What members do with content: vouchers, bookmarks, event registrations, referrals. */
export const contentMemberMigration: Migration = {
  id: '011_content_member',
  sql: /* sql */ `
    CREATE TABLE vouchers (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{6,40}$'),
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      promo_id integer NOT NULL REFERENCES promos (id),
      point_used integer NOT NULL CHECK (point_used >= 0),
      purchased_at timestamptz NOT NULL,
      redeem_from timestamptz NOT NULL,
      redeem_to timestamptz NOT NULL CHECK (redeem_to > redeem_from),
      used_at timestamptz
    );
    CREATE INDEX vouchers_user ON vouchers (user_id, purchased_at);
    CREATE INDEX vouchers_user_promo ON vouchers (user_id, promo_id);

    CREATE TABLE promo_bookmarks (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      promo_id integer NOT NULL REFERENCES promos (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, promo_id)
    );

    CREATE TABLE event_registrations (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{6,40}$'),
      event_id integer NOT NULL REFERENCES events (id),
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      point_used integer NOT NULL CHECK (point_used >= 0),
      registered_at timestamptz NOT NULL,
      UNIQUE (event_id, user_id)
    );
    CREATE TABLE event_attendees (
      registration_code text NOT NULL REFERENCES event_registrations (code) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      phone_number text NOT NULL,
      PRIMARY KEY (registration_code, position)
    );

    -- Who joined with whose referral code, and the points the referrer got for it.
    CREATE TABLE referrals (
      referred_user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      referrer_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reward_point integer NOT NULL CHECK (reward_point >= 0),
      created_at timestamptz NOT NULL,
      CHECK (referred_user_id <> referrer_user_id)
    );
    CREATE INDEX referrals_referrer ON referrals (referrer_user_id);
  `,
};
