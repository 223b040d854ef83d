import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import type { DbSession } from '../../db/db.js';
import { ApiError, errorResponses } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { memberOf, requireMember } from '../../identity/auth/member.js';
import { REFERRAL_REWARD_POINT, bearerSecurity } from '../shared.js';

const ReferralSummary = z.object({
  code: z.string().describe('Upper-case'),
  referralCount: z.int().describe('Members who joined with this code'),
  totalRewardPoint: z.int(),
  rewardPointPerReferral: z.int(),
  shareText: z.string(),
  sharePath: z.string().describe('Site path of the public landing: /referral?code={code}'),
});

const CodeCheck = z.object({
  valid: z.boolean(),
  code: z.string().describe('The code checked, upper-case'),
  referrerName: z.string().optional().describe('First name and initial, when valid'),
  reason: z.enum(['not_found', 'own_code']).optional().describe('Why it is not valid'),
  rewardPointPerReferral: z.int(),
});

const CheckBody = z.object({ code: z.string().max(64) });
type CheckBody = z.output<typeof CheckBody>;
const CheckQuery = z.object({ code: z.string().max(64) });
type CheckQuery = z.output<typeof CheckQuery>;

const CODE_FORMAT = /^[A-Z0-9]{4,20}$/;

async function check(db: DbSession, rawCode: string, callerId: number | null) {
  const code = rawCode.trim().toUpperCase();
  if (!CODE_FORMAT.test(code)) {
    throw new ApiError(
      400,
      'invalid_referral_code',
      'Format kode referral tidak valid (4–20 huruf atau angka)',
    );
  }
  const [owner] = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE referral_code = $1',
    [code],
  );
  const base = { code, rewardPointPerReferral: REFERRAL_REWARD_POINT };
  if (!owner) return { ...base, valid: false, reason: 'not_found' as const };
  if (owner.id === callerId) return { ...base, valid: false, reason: 'own_code' as const };
  const initial = owner.last_name.trim().charAt(0).toUpperCase();
  return {
    ...base,
    valid: true,
    referrerName: initial ? `${owner.first_name} ${initial}.` : owner.first_name,
  };
}

const tags = ['Referral'];

export const referralRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db } = upstream;

  const codeOf = async (userId: number) => {
    const [row] = await db.query<{ referral_code: string }>(
      'SELECT referral_code FROM users WHERE id = $1',
      [userId],
    );
    if (!row) throw new ApiError(401, 'unauthorized', 'Sesi tidak valid atau sudah berakhir');
    return row.referral_code.toUpperCase();
  };

  app.get(
    '/users/referral',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "The member's referral code, count and rewards",
        security: bearerSecurity,
        response: { 200: responseSchema(ReferralSummary), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const code = await codeOf(userId);
      const [stats] = await db.query<{ count: number; total: number }>(
        `SELECT count(*)::int AS count, COALESCE(sum(reward_point), 0)::int AS total
           FROM referrals WHERE referrer_user_id = $1`,
        [userId],
      );
      return {
        code,
        referralCount: stats?.count ?? 0,
        totalRewardPoint: stats?.total ?? 0,
        rewardPointPerReferral: REFERRAL_REWARD_POINT,
        shareText:
          `Yuk gabung jadi member MyValue! Pakai kode referral ${code} saat daftar ` +
          'dan nikmati voucher serta poin dari merchant favoritmu.',
        sharePath: `/referral?code=${encodeURIComponent(code)}`,
      };
    },
  );

  app.get(
    '/users/referral/code',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "The member's referral code, upper-case",
        security: bearerSecurity,
        response: { 200: responseSchema(z.object({ code: z.string() })), ...errorResponses(401) },
      },
    },
    async (request) => ({ code: await codeOf(memberOf(request).userId) }),
  );

  app.post<{ Body: CheckBody }>(
    '/users/referral/check_code',
    {
      onRequest: requireMember,
      schema: {
        tags,
        summary: "Check a friend's code (member): the member's own code is not valid",
        description:
          'Unknown and own codes answer 200 with valid: false and a reason; a malformed code ' +
          '(not 4–20 letters or digits) answers 400 `invalid_referral_code`.',
        security: bearerSecurity,
        body: requestSchema(CheckBody),
        response: { 200: responseSchema(CodeCheck), ...errorResponses(400, 401) },
      },
    },
    async (request) => check(db, request.body.code, memberOf(request).userId),
  );

  app.get<{ Querystring: CheckQuery }>(
    '/users/referral/check_code',
    {
      schema: {
        tags,
        summary: 'Check a code publicly, for the /referral?code= landing page',
        description: 'Same answers as the POST, without a caller (so never `own_code`).',
        querystring: requestSchema(CheckQuery),
        response: { 200: responseSchema(CodeCheck), ...errorResponses(400) },
      },
    },
    async (request) => check(db, request.query.code, null),
  );
};
