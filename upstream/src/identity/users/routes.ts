import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Upstream } from '../../context.js';
import { ApiError, errorResponses, notFound } from '../../http/errors.js';
import { requestSchema, responseSchema } from '../../http/schema.js';
import { putObject } from '../../storage/objects.js';
import { memberOf, requireMember } from '../auth/member.js';
import { hashPassword, verifyPassword } from '../crypto.js';
import { Done, UserProfile, bearer } from '../schemas.js';
import { toProfile } from './profile.js';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  nameProblem,
  passwordProblem,
  type UserRow,
} from './repository.js';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const NAME_UPDATE_INTERVAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const AddressInput = z.object({
  provinceId: z.int().min(1).max(2_147_483_647),
  cityId: z.int().min(1).max(2_147_483_647),
  districtId: z.int().min(1).max(2_147_483_647),
  zipcode: z.string().regex(/^\d{5}$/),
});
const ProfilePatch = z.object({
  birthDate: Day.nullable().optional(),
  gender: z.enum(['MALE', 'FEMALE']).nullable().optional(),
  address: AddressInput.nullable().optional(),
});
type ProfilePatch = z.output<typeof ProfilePatch>;

const CheckQuery = z.object({
  email: z.string().max(254).optional(),
  phone: z.string().max(30).optional(),
});
const NameInfo = z.object({
  canUpdate: z.boolean(),
  nextUpdateDate: z.string().nullable().describe('ISO 8601; null when the name can change now'),
});
const NameBody = z.object({ firstName: z.string().max(200), lastName: z.string().max(200) });
const Profession = z.object({ id: z.int(), name: z.string() });
const ProfessionBody = z.object({
  professions: z.array(Profession),
  profession: Profession.nullable(),
});
const ProfessionInput = z.object({ professionId: z.int().min(1).max(2_147_483_647) });
const PasswordChange = z.object({
  oldPassword: z.string().max(200),
  newPassword: z.string().max(200),
});
const PasswordCheck = z.object({ password: z.string().max(200) });

const imageKinds = [
  {
    ext: 'png',
    type: 'image/png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'jpg',
    type: 'image/jpeg',
    test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image type by magic bytes (never by the declared type or name), or undefined. */
function sniffImage(bytes: Buffer) {
  return imageKinds.find((kind) => kind.test(bytes));
}

function nameInfo(user: UserRow, now: Date) {
  if (!user.name_updated_at) return { canUpdate: true, nextUpdateDate: null };
  const next = new Date(
    new Date(user.name_updated_at).getTime() + NAME_UPDATE_INTERVAL_DAYS * DAY_MS,
  );
  return next.getTime() <= now.getTime()
    ? { canUpdate: true, nextUpdateDate: null }
    : { canUpdate: false, nextUpdateDate: next.toISOString() };
}

export const userRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (app, { upstream }) => {
  const { db } = upstream;
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });

  const currentUser = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('Member tidak ditemukan');
    return user;
  };

  app.get(
    '/v1/user',
    {
      preHandler: requireMember,
      schema: {
        summary: "The member's profile",
        security: bearer,
        response: { 200: responseSchema(UserProfile), ...errorResponses(401) },
      },
    },
    async (request) => toProfile(db, await currentUser(memberOf(request).userId)),
  );

  app.patch<{ Body: ProfilePatch }>(
    '/v1/user',
    {
      preHandler: requireMember,
      schema: {
        summary: 'Update birth date, gender and address (omitted fields stay; null clears)',
        security: bearer,
        body: requestSchema(ProfilePatch),
        response: { 200: responseSchema(UserProfile), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = memberOf(request).userId;
      const body = request.body;
      if (body.birthDate) {
        const date = new Date(`${body.birthDate}T00:00:00Z`);
        if (
          Number.isNaN(date.getTime()) ||
          date.toISOString().slice(0, 10) !== body.birthDate ||
          date.getTime() > Date.now() ||
          date.getUTCFullYear() < 1900
        ) {
          throw new ApiError(400, 'validation_error', 'Tanggal lahir tidak valid');
        }
      }
      if (body.address) {
        const { provinceId, cityId, districtId, zipcode } = body.address;
        const match = await db.query(
          `SELECT 1 FROM zipcodes z JOIN districts d ON d.id = z.district_id
             JOIN cities c ON c.id = d.city_id
            WHERE c.province_id = $1 AND c.id = $2 AND d.id = $3 AND z.zipcode = $4`,
          [provinceId, cityId, districtId, zipcode],
        );
        if (match.length === 0) {
          throw new ApiError(
            400,
            'validation_error',
            'Alamat tidak valid: provinsi, kota, kecamatan dan kode pos tidak saling cocok',
          );
        }
      }
      await db.transaction(async (tx) => {
        if (body.birthDate !== undefined) {
          await tx.query('UPDATE users SET birth_date = $2 WHERE id = $1', [
            userId,
            body.birthDate,
          ]);
        }
        if (body.gender !== undefined) {
          await tx.query('UPDATE users SET gender = $2 WHERE id = $1', [userId, body.gender]);
        }
        if (body.address !== undefined) {
          const a = body.address;
          await tx.query(
            `UPDATE users SET province_id = $2, city_id = $3, district_id = $4, zipcode = $5
              WHERE id = $1`,
            [
              userId,
              a?.provinceId ?? null,
              a?.cityId ?? null,
              a?.districtId ?? null,
              a?.zipcode ?? null,
            ],
          );
        }
      });
      return toProfile(db, await currentUser(userId));
    },
  );

  app.get<{ Querystring: z.output<typeof CheckQuery> }>(
    '/v1/user/check',
    {
      schema: {
        summary: 'Whether an e-mail address or phone number is registered',
        querystring: requestSchema(CheckQuery),
        response: {
          200: responseSchema(z.object({ exists: z.boolean() })),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const { email, phone } = request.query;
      if (email) return { exists: (await findUserByEmail(db, email)) !== undefined };
      if (phone) return { exists: (await findUserByPhone(db, phone)) !== undefined };
      throw new ApiError(400, 'validation_error', 'Isi parameter email atau phone');
    },
  );

  app.get(
    '/v1/user/update-name/info',
    {
      preHandler: requireMember,
      schema: {
        summary: `Whether the name can change now (once every ${NAME_UPDATE_INTERVAL_DAYS} days)`,
        security: bearer,
        response: { 200: responseSchema(NameInfo), ...errorResponses(401) },
      },
    },
    async (request) => nameInfo(await currentUser(memberOf(request).userId), new Date()),
  );

  app.patch<{ Body: z.output<typeof NameBody> }>(
    '/v1/user/update-name/info',
    {
      preHandler: requireMember,
      schema: {
        summary: 'Change first and last name (letters and spaces, 2–50 characters each)',
        security: bearer,
        body: requestSchema(NameBody),
        response: { 200: responseSchema(UserProfile), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await currentUser(memberOf(request).userId);
      const now = new Date();
      const problem =
        nameProblem(request.body.firstName, 'Nama depan') ??
        nameProblem(request.body.lastName, 'Nama belakang');
      if (problem) throw new ApiError(400, 'validation_error', problem);
      const info = nameInfo(user, now);
      if (!info.canUpdate) {
        throw new ApiError(
          400,
          'name_update_limited',
          `Nama hanya dapat diubah sekali dalam ${NAME_UPDATE_INTERVAL_DAYS} hari`,
        );
      }
      await db.query(
        'UPDATE users SET first_name = $2, last_name = $3, name_updated_at = $4 WHERE id = $1',
        [
          user.id,
          request.body.firstName.trim().replace(/\s+/g, ' '),
          request.body.lastName.trim().replace(/\s+/g, ' '),
          now,
        ],
      );
      return toProfile(db, await currentUser(user.id));
    },
  );

  const professionBody = async (userId: number) => {
    const professions = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM professions ORDER BY id',
    );
    const user = await currentUser(userId);
    return {
      professions,
      profession: professions.find((item) => item.id === user.profession_id) ?? null,
    };
  };

  app.get(
    '/v1/user/profession',
    {
      preHandler: requireMember,
      schema: {
        summary: "Professions to choose from, and the member's",
        security: bearer,
        response: { 200: responseSchema(ProfessionBody), ...errorResponses(401) },
      },
    },
    async (request) => professionBody(memberOf(request).userId),
  );

  app.put<{ Body: z.output<typeof ProfessionInput> }>(
    '/v1/user/profession',
    {
      preHandler: requireMember,
      schema: {
        summary: "Set the member's profession",
        security: bearer,
        body: requestSchema(ProfessionInput),
        response: { 200: responseSchema(ProfessionBody), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = memberOf(request).userId;
      const known = await db.query('SELECT 1 FROM professions WHERE id = $1', [
        request.body.professionId,
      ]);
      if (known.length === 0) throw new ApiError(400, 'validation_error', 'Profesi tidak dikenal');
      await db.query('UPDATE users SET profession_id = $2 WHERE id = $1', [
        userId,
        request.body.professionId,
      ]);
      return professionBody(userId);
    },
  );

  app.post(
    '/v1/user/photo',
    {
      preHandler: requireMember,
      schema: {
        summary: 'Upload a profile photo: multipart field "photo", PNG/JPEG/WebP, at most 2 MB',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: {
          200: responseSchema(
            z.object({ photo: z.string().describe('Path inside object storage') }),
          ),
          ...errorResponses(400, 401, 413),
        },
      },
    },
    async (request) => {
      const userId = memberOf(request).userId;
      if (!request.isMultipart()) {
        throw new ApiError(
          400,
          'invalid_photo',
          'Kirim foto sebagai multipart/form-data (field "photo")',
        );
      }
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new ApiError(400, 'invalid_photo', 'Foto belum dipilih');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as { statusCode?: number }).statusCode === 413) {
          throw new ApiError(413, 'photo_too_large', 'Ukuran foto maksimal 2 MB');
        }
        throw new ApiError(400, 'invalid_photo', 'Foto tidak dapat dibaca');
      }
      const kind = sniffImage(bytes);
      if (!kind) {
        throw new ApiError(400, 'invalid_photo', 'Foto harus berupa gambar PNG, JPEG atau WebP');
      }
      const path = `avatars/user-${userId}-${randomBytes(8).toString('hex')}.${kind.ext}`;
      await putObject(db, { path, contentType: kind.type, body: bytes });
      await db.query('UPDATE users SET photo_path = $2 WHERE id = $1', [userId, path]);
      return { photo: path };
    },
  );

  app.put<{ Body: z.output<typeof PasswordChange> }>(
    '/v1/user/password',
    {
      preHandler: requireMember,
      schema: {
        summary: 'Change the password (at least 8 characters, with a letter and a digit)',
        security: bearer,
        body: requestSchema(PasswordChange),
        response: { 200: responseSchema(Done), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await currentUser(memberOf(request).userId);
      if (!(await verifyPassword(request.body.oldPassword, user.password_hash))) {
        throw new ApiError(400, 'wrong_password', 'Kata sandi lama salah');
      }
      const problem = passwordProblem(request.body.newPassword);
      if (problem) throw new ApiError(400, 'weak_password', problem);
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        user.id,
        await hashPassword(request.body.newPassword),
      ]);
      return { success: true as const, message: 'Kata sandi berhasil diubah' };
    },
  );

  app.post<{ Body: z.output<typeof PasswordCheck> }>(
    '/v1/user/password/check',
    {
      preHandler: requireMember,
      schema: {
        summary: "Whether a password is the member's current one",
        security: bearer,
        body: requestSchema(PasswordCheck),
        response: {
          200: responseSchema(z.object({ valid: z.boolean() })),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await currentUser(memberOf(request).userId);
      return { valid: await verifyPassword(request.body.password, user.password_hash) };
    },
  );
};
