import type { DbSession } from '../../db/db.js';
import { earningExpiry } from './expiry.js';

type Mutation = 'EARNING' | 'REDEEM';

export interface PointRow {
  id: number;
  mutation: Mutation;
  points: number;
  created_at: Date;
  expired_at: Date | null;
}

interface PointLot {
  transactionId: number;
  expiresAt: Date;
  remaining: number;
}

export interface LedgerState {
  balance: number;
  /** Earnings still worth something, soonest expiry first. */
  lots: PointLot[];
}

/**
 * Replays a member's history: each earning is a lot that expires; each redemption consumes the
 * lots that expire soonest (and were still valid at the time). The balance at `now` is what is
 * left in the lots that have not expired. Redemptions never "pay" for expired points, so an
 * earning that expires unused simply stops counting.
 */
export function replayLedger(rows: readonly PointRow[], now: Date): LedgerState {
  const ordered = [...rows].sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id,
  );
  const lots: PointLot[] = [];
  for (const row of ordered) {
    if (row.mutation === 'EARNING') {
      lots.push({
        transactionId: row.id,
        expiresAt: row.expired_at ?? earningExpiry(row.created_at),
        remaining: row.points,
      });
      continue;
    }
    let owed = row.points;
    const usable = lots
      .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() > row.created_at.getTime())
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
    for (const lot of usable) {
      if (owed === 0) break;
      const taken = Math.min(lot.remaining, owed);
      lot.remaining -= taken;
      owed -= taken;
    }
  }
  const alive = lots
    .filter((lot) => lot.remaining > 0 && lot.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  return { balance: alive.reduce((sum, lot) => sum + lot.remaining, 0), lots: alive };
}

export interface ExpiryBatch {
  expiresAt: Date;
  /** What is left of the earnings that expire at that instant. */
  point: number;
}

/**
 * The live lots (soonest first, as `replayLedger` answers them) added up by expiry instant: a
 * batch is what lapses at once. Earnings of one Jakarta month share the month's last second, so
 * a member sees one line per month, not one per purchase.
 */
export function expiryBatches(lots: readonly PointLot[]): ExpiryBatch[] {
  const batches: ExpiryBatch[] = [];
  for (const lot of lots) {
    const last = batches.at(-1);
    if (last && last.expiresAt.getTime() === lot.expiresAt.getTime()) last.point += lot.remaining;
    else batches.push({ expiresAt: lot.expiresAt, point: lot.remaining });
  }
  return batches;
}

async function loadPointRows(db: DbSession, userId: number): Promise<PointRow[]> {
  const rows = await db.query<PointRow>(
    `SELECT id, mutation, points, created_at, expired_at
       FROM point_transactions WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    expired_at: row.expired_at === null ? null : new Date(row.expired_at),
  }));
}

export async function ledgerState(
  db: DbSession,
  userId: number,
  now: Date = new Date(),
): Promise<LedgerState> {
  return replayLedger(await loadPointRows(db, userId), now);
}

/** The member's spendable points now (expired earnings excluded). */
export async function balance(
  db: DbSession,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  return (await ledgerState(db, userId, now)).balance;
}

export class InsufficientPointsError extends Error {
  readonly errorCode = 'insufficient_points';

  constructor(
    readonly balance: number,
    readonly required: number,
  ) {
    super('Poin tidak mencukupi');
    this.name = 'InsufficientPointsError';
  }
}

class UnknownMemberError extends Error {
  constructor(readonly userId: number) {
    super(`Unknown member ${userId}`);
    this.name = 'UnknownMemberError';
  }
}

export interface PointMovement {
  userId: number;
  points: number;
  description: string;
  referenceNo: string;
  /** Shown in the history; defaults to `MyValue Online`. */
  outletName?: string;
  /** Defaults to the clock. */
  at?: Date;
}

export interface PointReceipt {
  transactionId: number;
  /** The balance after the movement. */
  balance: number;
}

const DEFAULT_OUTLET = 'MyValue Online';

async function lockMember(db: DbSession, userId: number): Promise<void> {
  // Serialises movements of one member, so two concurrent spends cannot both see the old balance.
  const rows = await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (rows.length === 0) throw new UnknownMemberError(userId);
}

/** One row of the member's history; answers its id. */
async function recordMovement(
  db: DbSession,
  mutation: 'EARNING' | 'REDEEM',
  movement: PointMovement,
  at: Date,
  expiresAt: Date | null,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO point_transactions
       (user_id, mutation, points, description, outlet_name, reference_no, created_at, expired_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      movement.userId,
      mutation,
      movement.points,
      movement.description,
      movement.outletName ?? DEFAULT_OUTLET,
      movement.referenceNo,
      at,
      expiresAt,
    ],
  );
  return rows[0]!.id;
}

function assertPositivePoints(points: number): void {
  if (!Number.isInteger(points) || points <= 0) {
    throw new RangeError('points must be a positive whole number');
  }
}

/**
 * Deducts points. Pass the transaction (`tx`) when the spend belongs with other writes (a voucher
 * claim): the member row is locked until it commits. Throws `InsufficientPointsError` (and writes
 * nothing) when the balance is too low.
 */
export async function spendPoints(db: DbSession, movement: PointMovement): Promise<PointReceipt> {
  assertPositivePoints(movement.points);
  const at = movement.at ?? new Date();
  await lockMember(db, movement.userId);
  const current = await balance(db, movement.userId, at);
  if (current < movement.points) throw new InsufficientPointsError(current, movement.points);
  const transactionId = await recordMovement(db, 'REDEEM', movement, at, null);
  return { transactionId, balance: current - movement.points };
}

/** Credits points, valid until the end of the twelfth month after `at` unless `expiresAt` says otherwise. */
export async function earnPoints(
  db: DbSession,
  movement: PointMovement & { expiresAt?: Date },
): Promise<PointReceipt> {
  assertPositivePoints(movement.points);
  const at = movement.at ?? new Date();
  await lockMember(db, movement.userId);
  const expiresAt = movement.expiresAt ?? earningExpiry(at);
  const transactionId = await recordMovement(db, 'EARNING', movement, at, expiresAt);
  return { transactionId, balance: await balance(db, movement.userId, at) };
}
