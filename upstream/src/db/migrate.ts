import type { Db } from './db.js';
import type { Migration } from './migrations/index.js';

/** Serialises concurrent migrators (several upstream processes on one PostgreSQL). */
const MIGRATION_LOCK_KEY = 8_090_001;

/** Applies each migration not yet recorded, each in its own transaction. Returns the ids applied. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  assertOrdered(migrations);
  await db.transaction(async (tx) => {
    // Under the lock: two servers racing through IF NOT EXISTS can still collide.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (didApply) applied.push(migration.id);
  }
  return applied;
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && previous.id >= migration.id) {
      throw new Error(`Migrations out of order: ${previous.id} must sort before ${migration.id}`);
    }
  });
}
