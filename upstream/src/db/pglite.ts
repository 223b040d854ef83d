import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, DbSession } from './db.js';
import { createPgliteInMemory } from './pglite-template.js';

/** @param dataDir a directory to persist to, or `null` for an in-memory database */
export async function openPglite(dataDir: string | null): Promise<Db> {
  let pg: PGlite;
  if (dataDir === null) {
    pg = await createPgliteInMemory();
  } else {
    await mkdir(dataDir, { recursive: true });
    pg = await PGlite.create(dataDir);
  }

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
