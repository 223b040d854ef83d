import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { openPostgres } from './postgres.js';
import { prepareDatabase, resetDatabase } from './prepare.js';

/** Opt-in: points at a throw-away PostgreSQL database, which these tests empty. */
const databaseUrl = process.env.UPSTREAM_TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('on a real PostgreSQL server', () => {
  let first: Db;
  let second: Db;

  beforeAll(async () => {
    [first, second] = await Promise.all([openPostgres(databaseUrl!), openPostgres(databaseUrl!)]);
    await resetDatabase(first);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('lets two servers migrate and seed at the same time', async () => {
    await first.exec('DROP TABLE categories, storage_objects, schema_migrations, seed_runs');
    await Promise.all([prepareDatabase(first), prepareDatabase(second)]);
    const rows = await first.query<{ count: number }>('SELECT count(*) AS count FROM categories');
    expect(rows[0]?.count).toBeGreaterThanOrEqual(12); // int8 arrives as a number, as in PGlite
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      first.transaction(async (tx) => {
        await tx.query('DELETE FROM categories');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await second.query<{ count: number }>('SELECT count(*) AS count FROM categories');
    expect(rows[0]?.count).toBeGreaterThanOrEqual(12);
  });

  it('returns bytea as bytes', async () => {
    const rows = await first.query<{ body: Uint8Array }>(
      "SELECT body FROM storage_objects WHERE path = 'categories/kuliner.svg'",
    );
    expect(Buffer.from(rows[0]!.body).toString('utf8')).toMatch(/^<svg /);
  });
});
