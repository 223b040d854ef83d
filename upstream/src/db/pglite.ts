import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, DbSession } from './db.js';
import { createPgliteInMemory } from './pglite-template.js';
import { jakartaMidnight } from './seed/context.js';

/** @param dataDir a directory to persist to, or `null` for an in-memory database */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir === null) return asDb(await createPgliteInMemory());
  await mkdir(dataDir, { recursive: true });
  return asDb(await PGlite.create(dataDir));
}

const preparedByDay = new Map<number, Promise<Blob>>();

/**
 * An in-memory database loaded from the snapshot of one that `prepare` brought to the schema and
 * seed of `now`'s day. The test suites start one per file: the first of a seeding day in a process
 * is prepared, the others load its snapshot, about 0.25 s less each (the seed is the same all
 * day: seed/context.ts). Prepare it again all the same: a snapshot must never stand for a newer
 * schema, and finding nothing to do is quick.
 */
export async function openPgliteFromDaySnapshot(
  now: Date,
  prepare: (db: Db) => Promise<void>,
): Promise<Db> {
  const day = jakartaMidnight(now).getTime();
  let snapshot = preparedByDay.get(day);
  if (!snapshot) {
    snapshot = preparedSnapshot(prepare);
    preparedByDay.set(day, snapshot);
    // A failed preparation is tried again by the next database, and reported by this one.
    snapshot.catch(() => preparedByDay.delete(day));
  }
  return asDb(await PGlite.create({ loadDataDir: await snapshot }));
}

async function preparedSnapshot(prepare: (db: Db) => Promise<void>): Promise<Blob> {
  const pg = await createPgliteInMemory();
  try {
    await prepare(asDb(pg));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

function asDb(pg: PGlite): Db {
  const session = (target: PGlite | Transaction): DbSession => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...session(pg),
    transaction: (fn) => pg.transaction((tx) => fn(session(tx))),
    close: () => pg.close(),
  };
}
