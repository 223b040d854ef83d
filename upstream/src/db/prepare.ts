import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { runSeeds } from './run-seeds.js';
import { seeds } from './seed/index.js';

/** Brings any database, new or old, to the current schema and fills what has not been seeded. */
export async function prepareDatabase(db: Db, now: Date = new Date()): Promise<void> {
  await migrate(db, migrations);
  await runSeeds(db, seeds, now);
}

/**
 * Drops the tables, views, sequences and types in the public schema (not the schema itself, which a role on a
 * shared PostgreSQL server may not own), then migrates and seeds from scratch.
 */
export async function resetDatabase(db: Db, now: Date = new Date()): Promise<void> {
  await db.exec(`
    DO $$
    DECLARE item record;
    BEGIN
      FOR item IN SELECT viewname FROM pg_views WHERE schemaname = 'public' LOOP
        EXECUTE format('DROP VIEW IF EXISTS public.%I CASCADE', item.viewname);
      END LOOP;
      FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', item.tablename);
      END LOOP;
      FOR item IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
        EXECUTE format('DROP SEQUENCE IF EXISTS public.%I CASCADE', item.sequencename);
      END LOOP;
      FOR item IN
        SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')
      LOOP
        EXECUTE format('DROP TYPE IF EXISTS public.%I CASCADE', item.typname);
      END LOOP;
    END $$;
  `);
  await prepareDatabase(db, now);
}
