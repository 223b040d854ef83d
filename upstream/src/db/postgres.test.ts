import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { createTestDatabase } from '../testing/test-database.js';
import { openPostgres } from './postgres.js';
import { prepareDatabase } from './prepare.js';

/** Opt-in: points at a throw-away PostgreSQL server, on which these tests create a database. */
const databaseUrl = process.env.UPSTREAM_TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('on a real PostgreSQL server', () => {
  let first: Db;
  let second: Db;

  beforeAll(async () => {
    const empty = await createTestDatabase(databaseUrl!);
    [first, second] = await Promise.all([openPostgres(empty), openPostgres(empty)]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('lets two servers migrate and seed an empty database at the same time', async () => {
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
