import type { Db } from './db.js';
import type { Migration } from './migrations/index.js';
import { runEachOnce } from './run-each-once.js';

/** Serialises concurrent migrators (several upstream processes on one PostgreSQL). */
const MIGRATION_LOCK_KEY = 8_090_001;

/** Applies each migration not yet recorded, each in its own transaction. Returns the ids applied. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  assertOrdered(migrations);
  return runEachOnce(
    db,
    {
      lockKey: MIGRATION_LOCK_KEY,
      table: 'schema_migrations',
      createSql: `
        CREATE TABLE IF NOT EXISTS schema_migrations (
          id text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        );
      `,
      record: (tx, migration) =>
        tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]),
    },
    migrations,
    (tx, migration) => tx.exec(migration.sql),
  );
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && previous.id >= migration.id) {
      throw new Error(`Migrations out of order: ${previous.id} must sort before ${migration.id}`);
    }
  });
}
