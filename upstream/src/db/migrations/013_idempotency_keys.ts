import type { Migration } from './migration.js';

/**
 * `Idempotency-Key`s of members' claims and event registrations: written in the same
 * transaction as the write they guard, so a key exists exactly when its write happened.
 */
export const idempotencyKeysMigration: Migration = {
  id: '013_idempotency_keys',
  sql: /* sql */ `
    CREATE TABLE idempotency_keys (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 128),
      request_hash text NOT NULL,
      resource_code text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    );
    CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
  `,
};
