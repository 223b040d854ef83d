import type { DbSession } from './db.js';

/** What a `SELECT count(*)::int AS count …` statement counted (0 when it answers no row). */
export async function countRows(
  db: DbSession,
  sql: string,
  params: readonly unknown[] = [],
): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql, params);
  return row?.count ?? 0;
}
