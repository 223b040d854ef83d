import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { ApiError, errorResponses, notFound } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import type { OutboxChannel } from '../../test-hooks/outbox.js';
import { memberOf, requireMember } from '../auth/member.js';
import { hashPassword } from '../crypto.js';
import {
  LINK_TTL_SECONDS,
  OTP_TTL_SECONDS,
  checkOtp,
  createLinkToken,
  createOtp,
  useLinkToken,
  type LinkPurpose,
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

const FORGOT_SENT = 'Jika akun terdaftar, kode atau tautan sudah dikirim';

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
  const sendLink = (to: string, subject: string, path: string, token: string) =>
    outbox.send({
      to,
      channel: 'email',
      subject,
      code: token,
      body: `${subject}: ${publicUrl.to(`${path}?token=${encodeURIComponent(token)}`)} (berlaku 30 menit).`,
    });
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
  const revokeAllSessions = async (userId: number, now: Date) => {
    await db.query(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, now],
    );
    await db.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, now],
    );
  };
  const setPassword = async (userId: number, password: string) => {
    const problem = passwordProblem(password);
    if (problem) throw new ApiError(400, 'weak_password', problem);
    await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      userId,
      await hashPassword(password),
    ]);
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
  app.post<{ Body: z.output<typeof EmailOtp> }>(
    '/v1/user/email/otp',
    { ...member, schema: schema('Send an OTP to a new e-mail address', EmailOtp, Sent) },
    async (request) => {
      const { userId } = memberOf(request);
      const email = normalizeEmail(request.body.email);
      if (!email) throw new ApiError(400, 'validation_error', 'Format email tidak valid');
      const owner = await findUserByEmail(db, email);
      if (owner?.id === userId)
        throw new ApiError(400, 'validation_error', 'Email sama dengan email saat ini');
      if (owner) throw new ApiError(409, 'email_registered', 'Email sudah terdaftar');
      const code = await createOtp(db, {
        userId,
        purpose: 'email_change',
        target: email,
        now: new Date(),
      });
      sendOtp(email, 'email', 'Kode OTP ubah email', code);
      return otpSent(`Kode OTP dikirim ke ${email}`);
    },
  );

  app.put<{ Body: z.output<typeof EmailChange> }>(
    '/v1/user/email',
    {
      ...member,
      schema: schema('Change the e-mail address with the OTP sent to it', EmailChange, UserProfile),
    },
    async (request) => {
      const { userId } = memberOf(request);
      const email = normalizeEmail(request.body.email);
      if (!email) throw new ApiError(400, 'validation_error', 'Format email tidak valid');
      await checkOtp(db, {
        userId,
        purpose: 'email_change',
        target: email,
        code: request.body.otp,
        now: new Date(),
      });
      if (await findUserByEmail(db, email))
        throw new ApiError(409, 'email_registered', 'Email sudah terdaftar');
      await db.query('UPDATE users SET email = $2, email_verified = true WHERE id = $1', [
        userId,
        email,
      ]);
      return toProfile(db, await user(userId));
    },
  );

  app.post<{ Body: z.output<typeof PhoneOtp> }>(
    '/v1/user/phone/otp',
    {
      ...member,
      schema: schema('Send an SMS OTP to a new phone number (08… or +628…)', PhoneOtp, Sent),
    },
    async (request) => {
      const { userId } = memberOf(request);
      const phone = normalizePhone(request.body.phone);
      if (!phone) {
        throw new ApiError(
          400,
          'validation_error',
          'Nomor HP harus nomor Indonesia (08… atau +628…)',
        );
      }
      const owner = await findUserByPhone(db, phone);
      if (owner?.id === userId)
        throw new ApiError(400, 'validation_error', 'Nomor HP sama dengan nomor saat ini');
      if (owner) throw new ApiError(409, 'phone_registered', 'Nomor HP sudah terdaftar');
      const code = await createOtp(db, {
        userId,
        purpose: 'phone_change',
        target: phone,
        now: new Date(),
      });
      sendOtp(phone, 'sms', 'Kode OTP ubah nomor HP', code);
      return otpSent(`Kode OTP dikirim ke ${phone}`);
    },
  );

  app.put<{ Body: z.output<typeof PhoneChange> }>(
    '/v1/user/phone',
    {
      ...member,
      schema: schema('Change the phone number with the OTP sent to it', PhoneChange, UserProfile),
    },
    async (request) => {
      const { userId } = memberOf(request);
      const phone = normalizePhone(request.body.phone);
      if (!phone) {
        throw new ApiError(
          400,
          'validation_error',
          'Nomor HP harus nomor Indonesia (08… atau +628…)',
        );
      }
      await checkOtp(db, {
        userId,
        purpose: 'phone_change',
        target: phone,
        code: request.body.otp,
        now: new Date(),
      });
      if (await findUserByPhone(db, phone))
        throw new ApiError(409, 'phone_registered', 'Nomor HP sudah terdaftar');
      await db.query('UPDATE users SET phone = $2, phone_verified = true WHERE id = $1', [
        userId,
        phone,
      ]);
      return toProfile(db, await user(userId));
    },
  );

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
        const byEmail = request.body.identifier.includes('@');
        const target = byEmail ? row.email : row.phone!;
        const code = await createOtp(db, {
          userId: row.id,
          purpose: 'forgot_password',
          target,
          now: new Date(),
        });
        sendOtp(target, byEmail ? 'email' : 'sms', 'Kode OTP atur ulang kata sandi', code);
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
      const byEmail = request.body.identifier.includes('@');
      const now = new Date();
      await checkOtp(db, {
        userId: row.id,
        purpose: 'forgot_password',
        target: byEmail ? row.email : row.phone!,
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
        const token = await createLinkToken(db, {
          userId: row.id,
          purpose: 'reset_password',
          now: new Date(),
        });
        sendLink(
          row.email,
          'Atur ulang kata sandi MyValue',
          '/identity/v1/forgot_password/apply',
          token,
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
      const problem = passwordProblem(request.body.newPassword);
      if (problem) throw new ApiError(400, 'weak_password', problem);
      const userId = await useLinkToken(db, {
        token: request.body.resetToken,
        purpose: 'reset_password',
        now,
        consume: true,
      });
      await setPassword(userId, request.body.newPassword);
      await revokeAllSessions(userId, now);
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
        const row = await user(memberOf(request).userId);
        const token = await createLinkToken(db, { userId: row.id, purpose, now: new Date() });
        sendLink(row.email, subject, `/identity${base}/link/apply`, token);
        return linkSent(message);
      },
    );
    app.post<{ Body: z.output<typeof TokenOnly> }>(
      `${base}/link/check`,
      { schema: schema('Whether a link token is still valid', TokenOnly, Valid, false) },
      async (request) => {
        try {
          await useLinkToken(db, {
            token: request.body.token,
            purpose,
            now: new Date(),
            consume: false,
          });
          return { valid: true };
        } catch {
          return { valid: false };
        }
      },
    );
    app.post<{ Body: z.output<typeof TokenPassword> }>(
      `${base}/link/apply`,
      { schema: schema('Set the password with a link token', TokenPassword, Done, false) },
      async (request) => {
        const problem = passwordProblem(request.body.newPassword);
        if (problem) throw new ApiError(400, 'weak_password', problem);
        const userId = await useLinkToken(db, {
          token: request.body.token,
          purpose,
          now: new Date(),
          consume: true,
        });
        await setPassword(userId, request.body.newPassword);
        return { success: true as const, message: 'Kata sandi berhasil diatur' };
      },
    );
  }

  const sendVerificationLink = async (userId: number) => {
    const row = await user(userId);
    const token = await createLinkToken(db, {
      userId: row.id,
      purpose: 'verify_email',
      now: new Date(),
    });
    sendLink(
      row.email,
      'Verifikasi email MyValue',
      '/identity/v1/user/linkverification/apply',
      token,
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
    async (request) => {
      try {
        await useLinkToken(db, {
          token: request.body.token,
          purpose: 'verify_email',
          now: new Date(),
          consume: false,
        });
        return { valid: true };
      } catch {
        return { valid: false };
      }
    },
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
      const problem = passwordProblem(request.body.newPassword);
      if (problem) throw new ApiError(400, 'weak_password', problem);
      const userId = await useLinkToken(db, {
        token: request.body.token,
        purpose: 'verify_email',
        now: new Date(),
        consume: true,
      });
      await setPassword(userId, request.body.newPassword);
      await db.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
      return { success: true as const, message: 'Email terverifikasi dan kata sandi diatur' };
    },
  );
};
