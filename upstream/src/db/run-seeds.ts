import type { Db } from './db.js';
import { runEachOnce } from './run-each-once.js';
import { createSeedContext } from './seed/context.js';
import type { Seed } from './seed/index.js';

const SEED_LOCK_KEY = 8_090_002;

/**
 * Runs every seed that has not run on this database yet, each in its own transaction, so a new
 * domain's seed also fills an existing database. Returns the ids run.
 */
export async function runSeeds(db: Db, seeds: readonly Seed[], now: Date): Promise<string[]> {
  const context = createSeedContext(now);
  return runEachOnce(
    db,
    {
      lockKey: SEED_LOCK_KEY,
      table: 'seed_runs',
      createSql: `
        CREATE TABLE IF NOT EXISTS seed_runs (
          id text PRIMARY KEY,
          anchor timestamptz NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        );
      `,
      record: (tx, seed) =>
        tx.query('INSERT INTO seed_runs (id, anchor) VALUES ($1, $2)', [seed.id, context.anchor]),
    },
    seeds,
    (tx, seed) => seed.run(tx, context),
  );
}
