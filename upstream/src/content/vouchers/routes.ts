import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import type { DbSession } from '../../db/db.js';
import { ApiError, errorResponses, notFound } from '../../http/errors.js';
import { PageQuery, pagedListSchema, pageWindow, toPage } from '../../http/paging.js';
import type { PublicUrl } from '../../http/public-url.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { memberOf, requireMember } from '../../identity/auth/member.js';
import { InsufficientPointsError, spendPoints } from '../../identity/points/ledger.js';
import {
  idempotencyHeaderDoc,
  idempotencyKeyOf,
  requestHash,
  takeIdempotencyKey,
} from '../idempotency.js';
import { Promo, toPromo } from '../promos/model.js';
import { findPromosByIds } from '../promos/repository.js';
import { MAX_ID, bearerSecurity, iso, isoOrNull, qrPayload } from '../shared.js';
import { countRows } from '../../db/count-rows.js';

const STATUSES = ['active', 'used', 'expired'] as const;
type VoucherListStatus = (typeof STATUSES)[number];

const Voucher = z.object({
  code: z.string(),
  qrCode: z.string().describe('Payload for a QR component: MVQR1.{code}.{signature}'),
  status: z.enum(STATUSES),
  promo: Promo,
  used: z.boolean(),
  usedDate: z.string().nullable(),
  purchasedDate: z.string(),
  pointUsed: z.int(),
  redeemFrom: z.string(),
  redeemTo: z.string(),
  isExpired: z.boolean().describe('Not used and past redeemTo'),
  isCanRedeem: z.boolean().describe('Not used, not expired and within the redeem window'),
});
type Voucher = z.output<typeof Voucher>;

const Ticket = z.object({
  type: z.enum(['voucher', 'event']),
  code: z.string(),
  qrCode: z.string(),
  title: z.string(),
  image: z.string(),
  subtitle: z.string().describe('Merchant name, or venue and city'),
  slug: z.string().describe('Slug of the promo or the event'),
  validFrom: z.string().describe('Redeem window start, or event start'),
  validTo: z.string().describe('Redeem window end, or event end'),
  used: z.boolean(),
  usedDate: z.string().nullable(),
  isExpired: z.boolean(),
  isCanRedeem: z.boolean(),
  pointUsed: z.int(),
  createdDate: z.string().describe('When it was claimed or registered'),
});

/** `ordering` values (Django REST style: a leading '-' is descending) and their SQL. */
const ORDERINGS: Record<VoucherListQuery['ordering'], string> = {
  '-purchased_at': 'v.purchased_at DESC, v.code',
  redeem_to: 'v.redeem_to ASC, v.code',
  '-ended_at': 'COALESCE(v.used_at, v.redeem_to) DESC, v.code',
};

const VoucherListQuery = PageQuery.extend({
  status: z
    .string()
    .regex(new RegExp(`^(${STATUSES.join('|')})(,(${STATUSES.join('|')}))*$`))
    .optional()
    .describe('One status or several, comma-separated (`used,expired`); omitted: all'),
  ordering: z
    .enum(['-purchased_at', 'redeem_to', '-ended_at'])
    .default('-purchased_at')
    .describe(
      '`-purchased_at`: last claimed first; `redeem_to`: expiring soonest first; ' +
        '`-ended_at`: latest used (by use date) or expired (by redeemTo) first',
    ),
});
type VoucherListQuery = z.output<typeof VoucherListQuery>;
const ClaimBody = z.object({ promoId: z.int().min(1).max(MAX_ID) });
type ClaimBody = z.output<typeof ClaimBody>;
const CodeParams = z.object({ code: z.string().min(1).max(64) });
type CodeParams = z.output<typeof CodeParams>;

interface VoucherRow {
  code: string;
  promo_id: number;
  point_used: number;
  purchased_at: Date;
  redeem_from: Date;
  redeem_to: Date;
  used_at: Date | null;
}

const VOUCHER_NOT_FOUND = 'Voucher tidak ditemukan';
const DAY_MS = 24 * 60 * 60 * 1000;

function statusCondition(status: VoucherListStatus, nowParam: string): string {
  switch (status) {
    case 'active':
      return `(v.used_at IS NULL AND v.redeem_to >= ${nowParam})`;
    case 'used':
      return '(v.used_at IS NOT NULL)';
    case 'expired':
      return `(v.used_at IS NULL AND v.redeem_to < ${nowParam})`;
  }
}

/** `AND (any of the statuses)`, or nothing when the list is not filtered. */
function statusesCondition(status: string | undefined, nowParam: string): string {
  if (!status) return '';
  const statuses = [...new Set(status.split(','))] as VoucherListStatus[];
  return `AND (${statuses.map((one) => statusCondition(one, nowParam)).join(' OR ')})`;
}

function newVoucherCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `MV-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

async function toVouchers(
  db: DbSession,
  rows: VoucherRow[],
  userId: number,
  publicUrl: PublicUrl,
  now: Date,
): Promise<Voucher[]> {
  const promos = await findPromosByIds(db, [...new Set(rows.map((row) => row.promo_id))], userId);
  return rows.map((row) => {
    const promo = promos.get(row.promo_id);
    if (!promo) throw new Error(`Voucher ${row.code} refers to a missing promo`);
    const redeemFrom = new Date(row.redeem_from);
    const redeemTo = new Date(row.redeem_to);
    const used = row.used_at !== null;
    const isExpired = !used && redeemTo.getTime() < now.getTime();
    return {
      code: row.code,
      qrCode: qrPayload(row.code),
      status: used ? 'used' : isExpired ? 'expired' : 'active',
      promo: toPromo(promo, publicUrl, now),
      used,
      usedDate: isoOrNull(row.used_at),
      purchasedDate: iso(row.purchased_at),
      pointUsed: row.point_used,
      redeemFrom: iso(redeemFrom),
      redeemTo: iso(redeemTo),
      isExpired,
      isCanRedeem:
        !used && redeemFrom.getTime() <= now.getTime() && now.getTime() <= redeemTo.getTime(),
    };
  });
}

const voucherColumns =
  'v.code, v.promo_id, v.point_used, v.purchased_at, v.redeem_from, v.redeem_to, v.used_at';

async function findVoucher(
  db: DbSession,
  userId: number,
  code: string,
): Promise<VoucherRow | undefined> {
  const [row] = await db.query<VoucherRow>(
    `SELECT ${voucherColumns} FROM vouchers v WHERE v.user_id = $1 AND v.code = $2`,
    [userId, code.toUpperCase()],
  );
  return row;
}

interface TicketRow {
  type: 'voucher' | 'event';
  code: string;
  title: string;
  image_path: string;
  subtitle: string;
  slug: string;
  valid_from: Date;
  valid_to: Date;
  used_at: Date | null;
  point_used: number;
  created_at: Date;
}

const ticketsOf = `
  SELECT 'voucher' AS type, v.code, p.title, p.thumbnail_path AS image_path, m.name AS subtitle,
         p.slug, v.redeem_from AS valid_from, v.redeem_to AS valid_to, v.used_at, v.point_used,
         v.purchased_at AS created_at
    FROM vouchers v JOIN promos p ON p.id = v.promo_id JOIN merchants m ON m.id = p.merchant_id
   WHERE v.user_id = $1
  UNION ALL
  SELECT 'event' AS type, r.code, e.title, e.image_path, e.venue_name || ', ' || e.city AS subtitle,
         e.slug, e.start_at AS valid_from, e.end_at AS valid_to, NULL::timestamptz AS used_at,
         r.point_used, r.registered_at AS created_at
    FROM event_registrations r JOIN events e ON e.id = r.event_id
   WHERE r.user_id = $1`;

const tags = ['Vouchers'];

export const voucherRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, publicUrl } = upstream;

  app.get<{ Querystring: VoucherListQuery }>(
    '/v2/vouchers',
    {
      onRequest: requireMember,
      schema: pagedListSchema({
        tags,
        summary: "The member's vouchers, filtered by status and ordered by `ordering`",
        item: Voucher,
        querystring: VoucherListQuery,
        security: bearerSecurity,
      }),
    },
    async (request) => {
      const { userId } = memberOf(request);
      const window = pageWindow(request.query);
      const now = new Date();
      const condition = statusesCondition(request.query.status, '$2');
      const order = ORDERINGS[request.query.ordering];
      const count = await countRows(
        db,
        `SELECT count(*)::int AS count FROM vouchers v WHERE v.user_id = $1 AND $2::timestamptz IS NOT NULL ${condition}`,
        [userId, now],
      );
      const rows = await db.query<VoucherRow>(
        `SELECT ${voucherColumns} FROM vouchers v WHERE v.user_id = $1 AND $2::timestamptz IS NOT NULL ${condition}
          ORDER BY ${order} LIMIT $3 OFFSET $4`,
        [userId, now, window.limit, window.offset],
      );
      return toPage({
        request,
        publicUrl,
        window,
        count,
        results: await toVouchers(db, rows, userId, publicUrl, now),
      });
    },
  );

  app.post<{ Body: ClaimBody }>(
    '/v2/vouchers',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Claim a voucher of a promo: free, or paid with points',
        description:
          '409 `out_of_stock` (Stok voucher sudah habis), `insufficient_points` (Poin kamu tidak ' +
          'cukup), `already_claimed` (per-member limit), `promo_expired`, `promo_not_started`. ' +
          idempotencyHeaderDoc,
        security: bearerSecurity,
        body: requestSchema(ClaimBody),
        response: { 201: responseSchema(Voucher), ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const { promoId } = request.body;
      const key = idempotencyKeyOf(request);
      const now = new Date();
      const code = await db.transaction(async (tx) => {
        const idempotency = await takeIdempotencyKey(tx, {
          userId,
          key,
          hash: requestHash('claim', { promoId }),
          now,
        });
        if (idempotency.replay) return idempotency.resourceCode;
        const [promo] = await tx.query<{
          id: number;
          title: string;
          price: number;
          stock: number;
          max_per_member: number;
          redeem_days: number;
          valid_from: Date;
          valid_to: Date;
          merchant_name: string;
        }>(
          `SELECT p.id, p.title, p.price, p.stock, p.max_per_member, p.redeem_days, p.valid_from,
                  p.valid_to, m.name AS merchant_name
             FROM promos p JOIN merchants m ON m.id = p.merchant_id
            WHERE p.id = $1 FOR UPDATE OF p`,
          [promoId],
        );
        if (!promo) throw notFound('Promo tidak ditemukan');
        if (new Date(promo.valid_to).getTime() < now.getTime()) {
          throw new ApiError(409, 'promo_expired', 'Promo sudah berakhir');
        }
        if (new Date(promo.valid_from).getTime() > now.getTime()) {
          throw new ApiError(409, 'promo_not_started', 'Promo belum dimulai');
        }
        const held = await countRows(
          tx,
          'SELECT count(*)::int AS count FROM vouchers WHERE user_id = $1 AND promo_id = $2',
          [userId, promoId],
        );
        if (held >= promo.max_per_member) {
          throw new ApiError(
            409,
            'already_claimed',
            `Kamu sudah mengklaim voucher ini (maksimal ${promo.max_per_member} per member)`,
          );
        }
        const taken = await tx.query(
          'UPDATE promos SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id',
          [promoId],
        );
        if (taken.length === 0) throw new ApiError(409, 'out_of_stock', 'Stok voucher sudah habis');
        const voucherCode = newVoucherCode();
        if (promo.price > 0) {
          try {
            await spendPoints(tx, {
              userId,
              points: promo.price,
              description: `Tukar voucher ${promo.title}`,
              referenceNo: voucherCode,
              outletName: promo.merchant_name,
              at: now,
            });
          } catch (error) {
            if (error instanceof InsufficientPointsError) {
              throw new ApiError(409, 'insufficient_points', 'Poin kamu tidak cukup');
            }
            throw error;
          }
        }
        const redeemTo = Math.min(
          now.getTime() + promo.redeem_days * DAY_MS,
          new Date(promo.valid_to).getTime(),
        );
        await tx.query(
          `INSERT INTO vouchers (code, user_id, promo_id, point_used, purchased_at, redeem_from,
             redeem_to, used_at)
           VALUES ($1, $2, $3, $4, $5, $5, $6, NULL)`,
          [
            voucherCode,
            userId,
            promoId,
            promo.price,
            now,
            new Date(Math.max(redeemTo, now.getTime() + 1000)),
          ],
        );
        await idempotency.remember(voucherCode);
        return voucherCode;
      });
      const row = await findVoucher(db, userId, code);
      const [voucher] = await toVouchers(db, row ? [row] : [], userId, publicUrl, now);
      return reply.code(201).send(voucher);
    },
  );

  const voucherByCode = async (request: FastifyRequest<{ Params: CodeParams }>) => {
    const { userId } = memberOf(request);
    const row = await findVoucher(db, userId, request.params.code);
    if (!row) throw notFound(VOUCHER_NOT_FOUND);
    return { userId, row };
  };

  app.get<{ Params: CodeParams }>(
    '/v2/vouchers/:code',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "One of the member's vouchers, with its QR payload",
        security: bearerSecurity,
        params: requestSchema(CodeParams),
        response: { 200: responseSchema(Voucher), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId, row } = await voucherByCode(request);
      const [voucher] = await toVouchers(db, [row], userId, publicUrl, new Date());
      return voucher;
    },
  );

  app.post<{ Params: CodeParams }>(
    '/v2/vouchers/:code/use',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: 'Mark a voucher used (what the merchant scan does; for tests and demos)',
        description: '409 `already_used` (Voucher sudah digunakan) or `voucher_expired`.',
        security: bearerSecurity,
        params: requestSchema(CodeParams),
        response: { 200: responseSchema(Voucher), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { userId, row } = await voucherByCode(request);
      const now = new Date();
      if (row.used_at !== null) throw new ApiError(409, 'already_used', 'Voucher sudah digunakan');
      if (new Date(row.redeem_to).getTime() < now.getTime()) {
        throw new ApiError(409, 'voucher_expired', 'Voucher sudah kedaluwarsa');
      }
      if (new Date(row.redeem_from).getTime() > now.getTime()) {
        throw new ApiError(409, 'voucher_not_redeemable', 'Voucher belum bisa digunakan');
      }
      await db.query('UPDATE vouchers SET used_at = $1 WHERE code = $2 AND used_at IS NULL', [
        now,
        row.code,
      ]);
      const [voucher] = await toVouchers(db, [{ ...row, used_at: now }], userId, publicUrl, now);
      return voucher;
    },
  );

  const tickets = async (
    request: FastifyRequest<{ Querystring: PageQuery }>,
    which: 'redeemable' | 'history',
  ) => {
    const { userId } = memberOf(request);
    const window = pageWindow(request.query);
    const now = new Date();
    const condition =
      which === 'redeemable'
        ? 't.used_at IS NULL AND t.valid_to >= $2'
        : '(t.used_at IS NOT NULL OR t.valid_to < $2)';
    const order =
      which === 'redeemable'
        ? 't.valid_to ASC, t.code'
        : 'COALESCE(t.used_at, t.valid_to) DESC, t.code';
    const count = await countRows(
      db,
      `SELECT count(*)::int AS count FROM (${ticketsOf}) t WHERE ${condition}`,
      [userId, now],
    );
    const rows = await db.query<TicketRow>(
      `SELECT * FROM (${ticketsOf}) t WHERE ${condition} ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [userId, now, window.limit, window.offset],
    );
    const results = rows.map((row) => {
      const validFrom = new Date(row.valid_from);
      const validTo = new Date(row.valid_to);
      const used = row.used_at !== null;
      const isExpired = !used && validTo.getTime() < now.getTime();
      return {
        type: row.type,
        code: row.code,
        qrCode: qrPayload(row.code),
        title: row.title,
        image: publicUrl.storage(row.image_path),
        subtitle: row.subtitle,
        slug: row.slug,
        validFrom: iso(validFrom),
        validTo: iso(validTo),
        used,
        usedDate: isoOrNull(row.used_at),
        isExpired,
        isCanRedeem:
          !used && !isExpired && (row.type === 'event' || validFrom.getTime() <= now.getTime()),
        pointUsed: row.point_used,
        createdDate: iso(row.created_at),
      };
    });
    return toPage({ request, publicUrl, window, count, results });
  };

  const ticketSchema = (summary: string) =>
    pagedListSchema({ tags, summary, item: Ticket, security: bearerSecurity });

  app.get<{ Querystring: PageQuery }>(
    '/v1/voucher-ticket',
    {
      onRequest: requireMember,
      schema: ticketSchema(
        'Redeemable tickets: unused vouchers within their window and event registrations not yet over, soonest ending first',
      ),
    },
    async (request) => tickets(request, 'redeemable'),
  );

  app.get<{ Querystring: PageQuery }>(
    '/v2/voucher-ticket/history',
    {
      onRequest: requireMember,
      schema: ticketSchema('Used or expired vouchers and past event registrations, latest first'),
    },
    async (request) => tickets(request, 'history'),
  );
};
