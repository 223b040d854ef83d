import type { Migration } from './migration.js';

/**
 * Members, sign-on (codes, tokens), OTPs, points, cards, badges, professions and locations.
 * Times are written by the application (never `now()`), so tests can move the clock.
 */
export const identityMigration: Migration = {
  id: '003_identity',
  sql: /* sql */ `
    CREATE TABLE professions (
      id integer PRIMARY KEY,
      name text NOT NULL
    );

    CREATE TABLE provinces (
      id integer PRIMARY KEY,
      name text NOT NULL
    );
    CREATE TABLE cities (
      id integer PRIMARY KEY,
      province_id integer NOT NULL REFERENCES provinces (id),
      name text NOT NULL
    );
    CREATE INDEX cities_province_idx ON cities (province_id);
    CREATE TABLE districts (
      id integer PRIMARY KEY,
      city_id integer NOT NULL REFERENCES cities (id),
      name text NOT NULL
    );
    CREATE INDEX districts_city_idx ON districts (city_id);
    CREATE TABLE zipcodes (
      id integer PRIMARY KEY,
      district_id integer NOT NULL REFERENCES districts (id),
      zipcode text NOT NULL CHECK (zipcode ~ '^[0-9]{5}$'),
      village text NOT NULL
    );
    CREATE INDEX zipcodes_district_idx ON zipcodes (district_id);

    CREATE TABLE users (
      id serial PRIMARY KEY,
      value_id text NOT NULL UNIQUE,
      first_name text NOT NULL,
      last_name text NOT NULL,
      -- Stored lower-case.
      email text NOT NULL UNIQUE,
      email_verified boolean NOT NULL DEFAULT false,
      -- Stored as 08…
      phone text UNIQUE,
      phone_verified boolean NOT NULL DEFAULT false,
      password_hash text,
      -- Path inside object storage, or null for the default no-avatar image.
      photo_path text,
      profession_id integer REFERENCES professions (id),
      birth_date date,
      gender text CHECK (gender IN ('MALE', 'FEMALE')),
      province_id integer REFERENCES provinces (id),
      city_id integer REFERENCES cities (id),
      district_id integer REFERENCES districts (id),
      zipcode text,
      referral_code text NOT NULL UNIQUE,
      name_updated_at timestamptz,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE auth_codes (
      code_hash text PRIMARY KEY,
      client_id text NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      redirect_uri text NOT NULL,
      code_challenge text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY,
      -- Every refresh token descended from one sign-in shares the family.
      family_id text NOT NULL,
      client_id text NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

    CREATE TABLE access_tokens (
      token_hash text PRIMARY KEY,
      family_id text NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX access_tokens_family_idx ON access_tokens (family_id);

    CREATE TABLE sso_sessions (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    );

    CREATE TABLE otps (
      id serial PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL,
      target text NOT NULL,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      consumed_at timestamptz
    );
    CREATE INDEX otps_lookup_idx ON otps (purpose, target);

    CREATE TABLE link_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE point_transactions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      mutation text NOT NULL CHECK (mutation IN ('EARNING', 'REDEEM')),
      points integer NOT NULL CHECK (points > 0),
      description text NOT NULL,
      outlet_name text NOT NULL,
      reference_no text NOT NULL,
      created_at timestamptz NOT NULL,
      -- Earnings only: after this moment they no longer count in the balance.
      expired_at timestamptz,
      CHECK ((mutation = 'EARNING') = (expired_at IS NOT NULL))
    );
    CREATE INDEX point_transactions_user_idx ON point_transactions (user_id, created_at);

    CREATE TABLE card_types (
      id integer PRIMARY KEY,
      name text NOT NULL,
      -- First digits of every card number of this type.
      prefix text NOT NULL UNIQUE,
      image_path text NOT NULL
    );
    CREATE TABLE user_cards (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      card_type_id integer NOT NULL REFERENCES card_types (id),
      card_number text NOT NULL UNIQUE CHECK (card_number ~ '^[0-9]{16}$'),
      holder_name text NOT NULL,
      issued_date date NOT NULL,
      is_primary boolean NOT NULL DEFAULT false
    );
    CREATE INDEX user_cards_user_idx ON user_cards (user_id);

    CREATE TABLE badge_categories (
      id integer PRIMARY KEY,
      name text NOT NULL
    );
    CREATE TABLE badges (
      id integer PRIMARY KEY,
      category_id integer NOT NULL REFERENCES badge_categories (id),
      name text NOT NULL,
      description text NOT NULL,
      image_path text NOT NULL
    );
    CREATE TABLE user_badges (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      badge_id integer NOT NULL REFERENCES badges (id),
      obtained_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, badge_id)
    );
  `,
};
