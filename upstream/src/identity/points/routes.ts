import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { ApiError, errorResponses } from '../../http/errors.js';
import { PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import { responseSchema } from '../../http/schema.js';
import { memberOf, requireMember } from '../auth/member.js';
import { bearer } from '../schemas.js';
import { TIERS, tierStatus } from '../tiers.js';
import { jakartaDayStart, scheduleEnd } from './expiry.js';
import { expiryBatches, ledgerState } from './ledger.js';
import { countRows } from '../../db/count-rows.js';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const TransactionQuery = PageQuery.extend({
  from: Day.optional().describe('First day (Jakarta), inclusive'),
  to: Day.optional().describe('Last day (Jakarta), inclusive'),
  mutation: z.enum(['EARNING', 'REDEEM']).optional(),
});
type TransactionQuery = z.output<typeof TransactionQuery>;

const TransactionV1 = z.object({
  createdDate: z.string().describe('ISO 8601'),
  expiredDate: z.string().nullable().describe('ISO 8601; earnings only'),
  outletName: z.string(),
  mutationTypeName: z.string().describe('"Perolehan Poin" or "Penukaran Poin"'),
  referenceNo: z.string(),
  point: z.int().describe('Positive for earnings, negative for redemptions'),
  isExpired: z.boolean(),
});
const TransactionV2 = TransactionV1.extend({
  id: z.int(),
  mutationType: z.enum(['EARNING', 'REDEEM']),
});
const TransactionV3 = TransactionV2.extend({ description: z.string() });

const PointBody = z.object({ point: z.int() });
const ExpiryBatch = z.object({
  point: z.int().describe('Points of this batch still unspent'),
  expiredDate: z.string().describe('When they expire (ISO 8601)'),
});
const ExpiringBody = z.object({
  point: z.int().describe('Points that expire first'),
  expiredDate: z
    .string()
    .nullable()
    .describe('When they expire (ISO 8601); null: nothing to expire'),
  batches: z
    .array(ExpiryBatch)
    .describe('Every batch expiring in the next 12 months, soonest first; empty: none'),
});
const TierBody = z.object({
  tierName: z.string(),
  tierCode: z.string(),
  tierPoint: z.int().describe('Points earned and not yet expired (spent ones included)'),
  nextTierName: z.string().nullable(),
  pointToNextTier: z.int(),
  tiers: z.array(z.object({ code: z.string(), name: z.string(), minPoint: z.int() })),
});

interface TransactionRow {
  id: number;
  mutation: 'EARNING' | 'REDEEM';
  points: number;
  description: string;
  outlet_name: string;
  reference_no: string;
  created_at: Date;
  expired_at: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const pointRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;
  app.addHook('preHandler', requireMember);

  app.get(
    '/v1/point',
    {
      schema: {
        summary: "The member's spendable points (expired earnings excluded)",
        security: bearer,
        response: { 200: responseSchema(PointBody), ...errorResponses(401) },
      },
    },
    async (request) => ({
      point: (await ledgerState(db, memberOf(request).userId, new Date())).balance,
    }),
  );

  app.get(
    '/v1/point/expired',
    {
      schema: {
        summary:
          'The points that expire soonest, and when; and every batch expiring in the next 12 months',
        security: bearer,
        response: { 200: responseSchema(ExpiringBody), ...errorResponses(401) },
      },
    },
    async (request) => {
      const now = new Date();
      const batches = expiryBatches((await ledgerState(db, memberOf(request).userId, now)).lots);
      const first = batches[0];
      const until = scheduleEnd(now);
      return {
        point: first?.point ?? 0,
        expiredDate: first?.expiresAt.toISOString() ?? null,
        batches: batches
          .filter((batch) => batch.expiresAt.getTime() <= until.getTime())
          .map((batch) => ({ point: batch.point, expiredDate: batch.expiresAt.toISOString() })),
      };
    },
  );

  app.get(
    '/v2/tiers/me',
    {
      schema: {
        summary: "The member's tier and the way to the next",
        security: bearer,
        response: { 200: responseSchema(TierBody), ...errorResponses(401) },
      },
    },
    async (request) => {
      const status = await tierStatus(db, memberOf(request).userId, new Date());
      return {
        tierName: status.tier.name,
        tierCode: status.tier.code,
        tierPoint: status.tierPoint,
        nextTierName: status.next?.name ?? null,
        pointToNextTier: status.pointToNextTier,
        tiers: TIERS.map(({ code, name, minPoint }) => ({ code, name, minPoint })),
      };
    },
  );

  async function listTransactions(request: FastifyRequest<{ Querystring: TransactionQuery }>) {
    const query = request.query;
    const userId = memberOf(request).userId;
    const conditions = ['user_id = $1'];
    const params: unknown[] = [userId];
    const from = query.from ? jakartaDayStart(query.from) : undefined;
    const to = query.to ? new Date(jakartaDayStart(query.to).getTime() + DAY_MS) : undefined;
    if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) {
      throw new ApiError(400, 'validation_error', 'Tanggal tidak valid (format YYYY-MM-DD)');
    }
    if (from && to && from.getTime() >= to.getTime()) {
      throw new ApiError(400, 'validation_error', 'Tanggal awal harus sebelum tanggal akhir');
    }
    if (from) {
      params.push(from);
      conditions.push(`created_at >= $${params.length}`);
    }
    if (to) {
      params.push(to);
      conditions.push(`created_at < $${params.length}`);
    }
    if (query.mutation) {
      params.push(query.mutation);
      conditions.push(`mutation = $${params.length}`);
    }
    const where = conditions.join(' AND ');
    const window = pageWindow(query);
    const count = await countRows(
      db,
      `SELECT count(*)::int AS count FROM point_transactions WHERE ${where}`,
      params,
    );
    const rows = await db.query<TransactionRow>(
      `SELECT id, mutation, points, description, outlet_name, reference_no, created_at, expired_at
         FROM point_transactions WHERE ${where}
        ORDER BY created_at DESC, id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    );
    const now = Date.now();
    const results = rows.map((row) => {
      const expiredAt = row.expired_at === null ? null : new Date(row.expired_at);
      return {
        id: row.id,
        createdDate: new Date(row.created_at).toISOString(),
        expiredDate: expiredAt?.toISOString() ?? null,
        outletName: row.outlet_name,
        mutationType: row.mutation,
        mutationTypeName: row.mutation === 'EARNING' ? 'Perolehan Poin' : 'Penukaran Poin',
        referenceNo: row.reference_no,
        point: row.mutation === 'EARNING' ? row.points : -row.points,
        isExpired: expiredAt !== null && expiredAt.getTime() <= now,
        description: row.description,
      };
    });
    return toPage({ request, publicUrl, window, count, results });
  }

  const versions = [
    ['/v1/point/transaction', TransactionV1, 'Point history'],
    ['/v1/point/transaction/filter', TransactionV1, 'Point history (same filters as v1)'],
    ['/v2/point/transaction', TransactionV2, 'Point history with id and mutationType'],
    ['/v3/point/transaction', TransactionV3, 'Point history with id, mutationType and description'],
  ] as const;
  for (const [url, row, summary] of versions) {
    app.get<{ Querystring: TransactionQuery }>(
      url,
      {
        schema: pagedListSchema({
          summary,
          item: row,
          querystring: TransactionQuery,
          security: bearer,
        }),
      },
      listTransactions,
    );
  }
};
