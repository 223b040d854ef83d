import type { Db } from './db.js';
import { createSeedContext } from './seed/context.js';
import type { Seed } from './seed/index.js';

const SEED_LOCK_KEY = 8_090_002;

/**
 * Runs every seed that has not run on this database yet, each in its own transaction, so a new
 * domain's seed also fills an existing database. Returns the ids run.
 */
export async function runSeeds(db: Db, seeds: readonly Seed[], now: Date): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS seed_runs (
        id text PRIMARY KEY,
        anchor timestamptz NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  });
  const context = createSeedContext(now);
  const ran: string[] = [];
  for (const seed of seeds) {
    const didRun = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM seed_runs WHERE id = $1', [seed.id]);
      if (done.length > 0) return false;
      await seed.run(tx, context);
      await tx.query('INSERT INTO seed_runs (id, anchor) VALUES ($1, $2)', [
        seed.id,
        context.anchor,
      ]);
      return true;
    });
    if (didRun) ran.push(seed.id);
  }
  return ran;
}
