import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { openPglite, openPgliteFromDaySnapshot } from './pglite.js';
import { prepareDatabase, resetDatabase } from './prepare.js';
import { runSeeds } from './run-seeds.js';
import { jakartaMidnight } from './seed/context.js';
import { seeds } from './seed/index.js';

let db: Db;
const now = new Date('2026-03-10T05:00:00Z');

beforeAll(async () => {
  db = await openPglite(null);
  await prepareDatabase(db, now);
});

afterAll(async () => {
  await db?.close();
});

async function categoryCount(target: Db = db): Promise<number> {
  const rows = await target.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM categories',
  );
  return rows[0]?.count ?? -1;
}

describe('migrations and seeds', () => {
  it('apply once and then do nothing', async () => {
    expect(await migrate(db, migrations)).toEqual([]);
    expect(await runSeeds(db, seeds, now)).toEqual([]);
    expect(await categoryCount()).toBeGreaterThanOrEqual(12);
  });

  it('record what was applied', async () => {
    const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });

  it('refuse migrations listed out of order', async () => {
    const [first, second] = migrations;
    await expect(migrate(db, [second!, first!])).rejects.toThrow(/out of order/);
  });

  it('roll a failing migration back completely', async () => {
    const broken = { id: '999_broken', sql: 'CREATE TABLE half_done (id int); SELECT nope;' };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow();
    const tables = await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half_done'");
    expect(tables).toEqual([]);
  });

  it('reset drops everything and seeds again', async () => {
    await db.exec('DELETE FROM categories; CREATE TABLE leftover (id int);');
    expect(await categoryCount()).toBe(0);
    await resetDatabase(db, now);
    expect(await categoryCount()).toBeGreaterThanOrEqual(12);
    expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'leftover'")).toEqual([]);
  });
});

describe("in-memory databases prepared from the day's snapshot", () => {
  const prepare = (day: Date) => (target: Db) => prepareDatabase(target, day);
  const anchorOf = async (target: Db) =>
    (await target.query<{ anchor: Date }>("SELECT anchor FROM seed_runs WHERE id = 'content'"))[0]
      ?.anchor;

  // Two days are prepared from scratch here (a migration and a seed each): on a loaded machine
  // that takes longer than the suite's per-test limit, as a hook would.
  it(
    "are each seeded for their day, and none sees another's writes",
    { timeout: 60_000 },
    async () => {
      const first = await openPgliteFromDaySnapshot(now, prepare(now));
      const second = await openPgliteFromDaySnapshot(now, prepare(now));
      const nextDay = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      const third = await openPgliteFromDaySnapshot(nextDay, prepare(nextDay));
      try {
        await first.exec('DELETE FROM categories');
        expect(await categoryCount(first)).toBe(0);
        expect(await categoryCount(second)).toBeGreaterThanOrEqual(12);
        expect(await anchorOf(second)).toEqual(jakartaMidnight(now));
        expect(await anchorOf(third)).toEqual(jakartaMidnight(nextDay));
      } finally {
        await Promise.all([first.close(), second.close(), third.close()]);
      }
    },
  );
});
