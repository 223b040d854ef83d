import type { Db, DbSession } from './db.js';

/** Where `runEachOnce` records what has run on a database. */
export interface Ledger<Step extends { id: string }> {
  /** Advisory lock taken by each transaction: several upstream processes may share one PostgreSQL. */
  lockKey: number;
  /** The ledger's table: keyed by the step's `id` in a column of that name. */
  table: string;
  /** Creates the table when missing (`CREATE TABLE IF NOT EXISTS`). */
  createSql: string;
  /** Writes the row saying that `step` has run. */
  record(tx: DbSession, step: Step): Promise<unknown>;
}

/**
 * Runs each step not yet in the ledger, each in its own transaction with its ledger row, in
 * order. Returns the ids run.
 */
export async function runEachOnce<Step extends { id: string }>(
  db: Db,
  ledger: Ledger<Step>,
  steps: readonly Step[],
  run: (tx: DbSession, step: Step) => Promise<void>,
): Promise<string[]> {
  await db.transaction(async (tx) => {
    // Under the lock: two servers racing through IF NOT EXISTS can still collide.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ledger.lockKey]);
    await tx.exec(ledger.createSql);
  });

  const ran: string[] = [];
  for (const step of steps) {
    const didRun = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ledger.lockKey]);
      const done = await tx.query(`SELECT 1 FROM ${ledger.table} WHERE id = $1`, [step.id]);
      if (done.length > 0) return false;
      await run(tx, step);
      await ledger.record(tx, step);
      return true;
    });
    if (didRun) ran.push(step.id);
  }
  return ran;
}
