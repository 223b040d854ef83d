import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import type { DbSession } from '../../db/db.js';
import { ApiError, errorResponses, notFound } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import type { OutboxChannel } from '../../test-hooks/outbox.js';
import { memberOf, requireMember } from '../auth/member.js';
import { revokeTokens } from '../auth/tokens.js';
import { hashPassword } from '../crypto.js';
import {
  LINK_TTL_SECONDS,
  OTP_TTL_SECONDS,
  checkOtp,
  createLinkToken,
  createOtp,
  useLinkToken,
  type LinkPurpose,
  type OtpPurpose,
} from '../otp.js';
import { Done, UserProfile, bearer } from '../schemas.js';
import { toProfile } from '../users/profile.js';
import {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  normalizeEmail,
  normalizePhone,
  passwordProblem,
  type UserRow,
} from '../users/repository.js';

const Sent = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresIn: z.int().describe('Seconds the code or link stays valid'),
});
const EmailOtp = z.object({ email: z.string().max(254) });
const EmailChange = EmailOtp.extend({ otp: z.string().max(10) });
const PhoneOtp = z.object({ phone: z.string().max(30) });
const PhoneChange = PhoneOtp.extend({ otp: z.string().max(10) });
const Channel = z.object({ channel: z.enum(['email', 'phone']) });
const ChannelCheck = Channel.extend({ otp: z.string().max(10) });
const Verified = z.object({ emailVerified: z.boolean(), phoneVerified: z.boolean() });
const Identifier = z.object({ identifier: z.string().max(254).describe('E-mail or phone') });
const IdentifierCheck = Identifier.extend({ otp: z.string().max(10) });
const ResetToken = z.object({
  resetToken: z.string().max(200),
  expiresIn: z.int(),
});
const ResetApply = z.object({ resetToken: z.string().max(200), newPassword: z.string().max(200) });
const EmailOnly = z.object({ email: z.string().max(254) });
const TokenOnly = z.object({ token: z.string().max(200) });
const TokenPassword = TokenOnly.extend({ newPassword: z.string().max(200) });
const Valid = z.object({ valid: z.boolean() });

/** What differs between changing the e-mail address and changing the phone number. */
interface ContactKind {
  field: 'email' | 'phone';
  purpose: OtpPurpose;
  channel: OutboxChannel;
  subject: string;
  normalize: (input: string) => string | null;
  find: (db: DbSession, value: string) => Promise<UserRow | undefined>;
  /** Sets the new contact ($2) of member $1 and marks it verified: the OTP proved it. */
  update: string;
  invalid: string;
  same: string;
  registeredCode: string;
  registered: string;
  otpSummary: string;
  otpBody: z.ZodType;
  changeSummary: string;
  changeBody: z.ZodType;
}

const contactKinds: readonly ContactKind[] = [
  {
    field: 'email',
    purpose: 'email_change',
    channel: 'email',
    subject: 'Kode OTP ubah email',
    normalize: normalizeEmail,
    find: findUserByEmail,
    update: 'UPDATE users SET email = $2, email_verified = true WHERE id = $1',
    invalid: 'Format email tidak valid',
    same: 'Email sama dengan email saat ini',
    registeredCode: 'email_registered',
    registered: 'Email sudah terdaftar',
    otpSummary: 'Send an OTP to a new e-mail address',
    otpBody: EmailOtp,
    changeSummary: 'Change the e-mail address with the OTP sent to it',
    changeBody: EmailChange,
  },
  {
    field: 'phone',
    purpose: 'phone_change',
    channel: 'sms',
    subject: 'Kode OTP ubah nomor HP',
    normalize: normalizePhone,
    find: findUserByPhone,
    update: 'UPDATE users SET phone = $2, phone_verified = true WHERE id = $1',
    invalid: 'Nomor HP harus nomor Indonesia (08… atau +628…)',
    same: 'Nomor HP sama dengan nomor saat ini',
    registeredCode: 'phone_registered',
    registered: 'Nomor HP sudah terdaftar',
    otpSummary: 'Send an SMS OTP to a new phone number (08… or +628…)',
    otpBody: PhoneOtp,
    changeSummary: 'Change the phone number with the OTP sent to it',
    changeBody: PhoneChange,
  },
];

const FORGOT_SENT = 'Jika akun terdaftar, kode atau tautan sudah dikirim';

/** Where a forgotten password's code goes: the e-mail or the phone the member named. */
function resetDestination(identifier: string, row: UserRow) {
  return identifier.includes('@')
    ? { target: row.email, channel: 'email' as const }
    : { target: row.phone!, channel: 'sms' as const };
}

export const accountRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const { db, outbox, publicUrl } = upstream;

  const sendOtp = (to: string, channel: OutboxChannel, subject: string, code: string) =>
    outbox.send({
      to,
      channel,
      subject,
      code,
      body: `Kode OTP MyValue Anda: ${code}. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun.`,
    });
  /** E-mails `row` a link to `path` carrying a new one-time token for `purpose`. */
  const emailLink = async (row: UserRow, purpose: LinkPurpose, subject: string, path: string) => {
    const token = await createLinkToken(db, { userId: row.id, purpose, now: new Date() });
    outbox.send({
      to: row.email,
      channel: 'email',
      subject,
      code: token,
      body: `${subject}: ${publicUrl.to(`${path}?token=${encodeURIComponent(token)}`)} (berlaku 30 menit).`,
    });
  };
  const otpSent = (message: string) => ({
    success: true as const,
    message,
    expiresIn: OTP_TTL_SECONDS,
  });
  const linkSent = (message: string) => ({
    success: true as const,
    message,
    expiresIn: LINK_TTL_SECONDS,
  });
  const user = async (userId: number) => {
    const row = await findUserById(db, userId);
    if (!row) throw notFound('Member tidak ditemukan');
    return row;
  };
  /** Sets the password of the link token's member, and answers who that is. */
  const setPasswordWithLink = async (
    token: string,
    purpose: LinkPurpose,
    password: string,
    now = new Date(),
  ) => {
    // Checked before the token is used up, so that a weak password does not cost the link.
    const problem = passwordProblem(password);
    if (problem) throw new ApiError(400, 'weak_password', problem);
    const userId = await useLinkToken(db, { token, purpose, now, consume: true });
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      userId,
      await hashPassword(password),
    ]);
    return userId;
  };
  /** Whether a link token would still be taken, without using it up. */
  const linkTokenValid = async (token: string, purpose: LinkPurpose) => {
    try {
      await useLinkToken(db, { token, purpose, now: new Date(), consume: false });
      return { valid: true };
    } catch {
      return { valid: false };
    }
  };

  const member = { preHandler: requireMember };
  const schema = (
    summary: string,
    body: z.ZodType | null,
    response: z.ZodType,
    secured = true,
  ) => ({
    summary,
    ...(secured ? { security: bearer } : {}),
    ...(body ? { body: requestSchema(body) } : {}),
    response: {
      200: responseSchema(response),
      ...errorResponses(...(secured ? [400, 401, 409, 429] : [400, 429])),
    },
  });

  // ── E-mail and phone change ────────────────────────────────────────────────────────────
  // One flow for both contacts: an OTP to the new address, then the change with that OTP.
  for (const contact of contactKinds) {
    const normalized = (raw: string) => {
      const value = contact.normalize(raw);
      if (!value) throw new ApiError(400, 'validation_error', contact.invalid);
      return value;
    };
    const refuseRegistered = () => {
      throw new ApiError(409, contact.registeredCode, contact.registered);
    };

    app.post<{ Body: Record<string, string> }>(
      `/v1/user/${contact.field}/otp`,
      { ...member, schema: schema(contact.otpSummary, contact.otpBody, Sent) },
      async (request) => {
        const { userId } = memberOf(request);
        const target = normalized(request.body[contact.field]!);
        const owner = await contact.find(db, target);
        if (owner?.id === userId) throw new ApiError(400, 'validation_error', contact.same);
        if (owner) refuseRegistered();
        const code = await createOtp(db, {
          userId,
          purpose: contact.purpose,
          target,
          now: new Date(),
        });
        sendOtp(target, contact.channel, contact.subject, code);
        return otpSent(`Kode OTP dikirim ke ${target}`);
      },
    );

    app.put<{ Body: Record<string, string> }>(
      `/v1/user/${contact.field}`,
      { ...member, schema: schema(contact.changeSummary, contact.changeBody, UserProfile) },
      async (request) => {
        const { userId } = memberOf(request);
        const target = normalized(request.body[contact.field]!);
        await checkOtp(db, {
          userId,
          purpose: contact.purpose,
          target,
          code: request.body.otp!,
          now: new Date(),
        });
        if (await contact.find(db, target)) refuseRegistered();
        await db.query(contact.update, [userId, target]);
        return toProfile(db, await user(userId));
      },
    );
  }

  // ── Verifying the current e-mail or phone ───────────────────────────────────────────────
  app.post<{ Body: z.output<typeof Channel> }>(
    '/v1/verification/send',
    {
      ...member,
      schema: schema('Send an OTP to the current e-mail (email) or phone (phone)', Channel, Sent),
    },
    async (request) => {
      const row = await user(memberOf(request).userId);
      const now = new Date();
      if (request.body.channel === 'email') {
        const code = await createOtp(db, {
          userId: row.id,
          purpose: 'verify_email',
          target: row.email,
          now,
        });
        sendOtp(row.email, 'email', 'Kode OTP verifikasi email', code);
        return otpSent(`Kode OTP dikirim ke ${row.email}`);
      }
      if (!row.phone) throw new ApiError(400, 'validation_error', 'Nomor HP belum diisi');
      const code = await createOtp(db, {
        userId: row.id,
        purpose: 'verify_phone',
        target: row.phone,
        now,
      });
      sendOtp(row.phone, 'sms', 'Kode OTP verifikasi nomor HP', code);
      return otpSent(`Kode OTP dikirim ke ${row.phone}`);
    },
  );

  app.post<{ Body: z.output<typeof ChannelCheck> }>(
    '/v1/verification/check',
    {
      ...member,
      schema: schema(
        'Check the verification OTP; marks the e-mail or phone verified',
        ChannelCheck,
        Verified,
      ),
    },
    async (request) => {
      const row = await user(memberOf(request).userId);
      const now = new Date();
      if (request.body.channel === 'email') {
        await checkOtp(db, {
          userId: row.id,
          purpose: 'verify_email',
          target: row.email,
          code: request.body.otp,
          now,
        });
        await db.query('UPDATE users SET email_verified = true WHERE id = $1', [row.id]);
      } else {
        if (!row.phone) throw new ApiError(400, 'validation_error', 'Nomor HP belum diisi');
        await checkOtp(db, {
          userId: row.id,
          purpose: 'verify_phone',
          target: row.phone,
          code: request.body.otp,
          now,
        });
        await db.query('UPDATE users SET phone_verified = true WHERE id = $1', [row.id]);
      }
      const updated = await user(row.id);
      return { emailVerified: updated.email_verified, phoneVerified: updated.phone_verified };
    },
  );

  // ── Forgotten password (anonymous) ─────────────────────────────────────────────────────
  app.post<{ Body: z.output<typeof Identifier> }>(
    '/v1/forgot_password/send',
    {
      schema: schema(
        'Send a reset OTP to the e-mail or phone given (same answer when unknown)',
        Identifier,
        Sent,
        false,
      ),
    },
    async (request) => {
      const row = await findUserByLogin(db, request.body.identifier);
      if (row) {
        const { target, channel } = resetDestination(request.body.identifier, row);
        const code = await createOtp(db, {
          userId: row.id,
          purpose: 'forgot_password',
          target,
          now: new Date(),
        });
        sendOtp(target, channel, 'Kode OTP atur ulang kata sandi', code);
      }
      return otpSent(FORGOT_SENT);
    },
  );

  app.post<{ Body: z.output<typeof IdentifierCheck> }>(
    '/v1/forgot_password/check',
    {
      schema: schema(
        'Check the reset OTP; answers a one-time reset token for /apply',
        IdentifierCheck,
        ResetToken,
        false,
      ),
    },
    async (request) => {
      const row = await findUserByLogin(db, request.body.identifier);
      if (!row)
        throw new ApiError(
          400,
          'otp_expired',
          'Kode OTP sudah kedaluwarsa atau belum diminta. Minta kode baru.',
        );
      const now = new Date();
      await checkOtp(db, {
        userId: row.id,
        purpose: 'forgot_password',
        target: resetDestination(request.body.identifier, row).target,
        code: request.body.otp,
        now,
      });
      const resetToken = await createLinkToken(db, {
        userId: row.id,
        purpose: 'reset_password',
        now,
      });
      return { resetToken, expiresIn: LINK_TTL_SECONDS };
    },
  );

  app.post<{ Body: z.output<typeof EmailOnly> }>(
    '/v1/forgot_password/link/send',
    {
      schema: schema(
        'E-mail a reset link; its token works as resetToken for /apply',
        EmailOnly,
        Sent,
        false,
      ),
    },
    async (request) => {
      const row = await findUserByEmail(db, request.body.email);
      if (row) {
        await emailLink(
          row,
          'reset_password',
          'Atur ulang kata sandi MyValue',
          '/identity/v1/forgot_password/apply',
        );
      }
      return linkSent(FORGOT_SENT);
    },
  );

  app.post<{ Body: z.output<typeof ResetApply> }>(
    '/v1/forgot_password/apply',
    {
      schema: schema(
        'Set a new password with a reset token; signs out every session',
        ResetApply,
        Done,
        false,
      ),
    },
    async (request) => {
      const now = new Date();
      const userId = await setPasswordWithLink(
        request.body.resetToken,
        'reset_password',
        request.body.newPassword,
        now,
      );
      await revokeTokens(db, { userId }, now);
      return { success: true as const, message: 'Kata sandi berhasil diatur ulang' };
    },
  );

  // ── Links: set a password, verify the e-mail ───────────────────────────────────────────
  const linkFlows: [string, LinkPurpose, string, string][] = [
    [
      '/v1/user/set_password',
      'set_password',
      'Atur kata sandi MyValue',
      'Tautan atur kata sandi dikirim',
    ],
  ];
  for (const [base, purpose, subject, message] of linkFlows) {
    app.post(
      `${base}/link/send`,
      {
        ...member,
        schema: schema(
          `E-mail the member a link (token) to ${purpose.replace('_', ' ')}`,
          null,
          Sent,
        ),
      },
      async (request) => {
        await emailLink(
          await user(memberOf(request).userId),
          purpose,
          subject,
          `/identity${base}/link/apply`,
        );
        return linkSent(message);
      },
    );
    app.post<{ Body: z.output<typeof TokenOnly> }>(
      `${base}/link/check`,
      { schema: schema('Whether a link token is still valid', TokenOnly, Valid, false) },
      async (request) => linkTokenValid(request.body.token, purpose),
    );
    app.post<{ Body: z.output<typeof TokenPassword> }>(
      `${base}/link/apply`,
      { schema: schema('Set the password with a link token', TokenPassword, Done, false) },
      async (request) => {
        await setPasswordWithLink(request.body.token, purpose, request.body.newPassword);
        return { success: true as const, message: 'Kata sandi berhasil diatur' };
      },
    );
  }

  const sendVerificationLink = async (userId: number) => {
    const row = await user(userId);
    await emailLink(
      row,
      'verify_email',
      'Verifikasi email MyValue',
      '/identity/v1/user/linkverification/apply',
    );
    return linkSent(`Tautan verifikasi dikirim ke ${row.email}`);
  };
  for (const version of ['v1', 'v2']) {
    app.post(
      `/${version}/user/linkverification`,
      {
        ...member,
        schema: schema('E-mail a verification link (token) to the current address', null, Sent),
      },
      async (request) => sendVerificationLink(memberOf(request).userId),
    );
  }
  app.post<{ Body: z.output<typeof TokenOnly> }>(
    '/v1/user/linkverification/check',
    { schema: schema('Whether a verification link token is still valid', TokenOnly, Valid, false) },
    async (request) => linkTokenValid(request.body.token, 'verify_email'),
  );
  app.post<{ Body: z.output<typeof TokenOnly> }>(
    '/v1/user/linkverification/apply',
    { schema: schema('Mark the e-mail verified with a link token', TokenOnly, Done, false) },
    async (request) => {
      const userId = await useLinkToken(db, {
        token: request.body.token,
        purpose: 'verify_email',
        now: new Date(),
        consume: true,
      });
      await db.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
      return { success: true as const, message: 'Email berhasil diverifikasi' };
    },
  );
  app.post<{ Body: z.output<typeof TokenPassword> }>(
    '/v1/user/linkverification/set_password',
    {
      schema: schema(
        'Verify the e-mail and set a password with one link token',
        TokenPassword,
        Done,
        false,
      ),
    },
    async (request) => {
      const userId = await setPasswordWithLink(
        request.body.token,
        'verify_email',
        request.body.newPassword,
      );
      await db.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
      return { success: true as const, message: 'Email terverifikasi dan kata sandi diatur' };
    },
  );
};
