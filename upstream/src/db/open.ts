import type { Config } from '../config.js';
import type { Db } from './db.js';
import { openPglite, openPgliteFromDaySnapshot } from './pglite.js';
import { openPostgres } from './postgres.js';
import { prepareDatabase } from './prepare.js';

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** Opens the database and brings it to the current schema and to the seed of `now`'s day. */
export async function openPreparedDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  now: Date,
): Promise<Db> {
  const prepare = (db: Db) => prepareDatabase(db, now);
  const db =
    !config.databaseUrl && config.dataDir === null
      ? await openPgliteFromDaySnapshot(now, prepare)
      : await openDatabase(config);
  try {
    await prepare(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
