import { z } from 'zod';

/** What introspection and `/v1/user` share. */
export const UserSummary = z.object({
  valueID: z.string().describe('Membership number, e.g. MV-0001-2026'),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable().describe('08… form'),
  phoneVerified: z.boolean(),
  photo: z
    .string()
    .nullable()
    .describe('Path inside object storage (served from /storage/{photo}); null: no photo'),
});

const Address = z.object({
  provinceId: z.int().nullable(),
  province: z.string().nullable(),
  cityId: z.int().nullable(),
  city: z.string().nullable(),
  districtId: z.int().nullable(),
  district: z.string().nullable(),
  zipcode: z.string().nullable(),
});

export const UserProfile = UserSummary.extend({
  id: z.int(),
  profession: z.object({ id: z.int(), name: z.string() }).nullable(),
  birthDate: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.enum(['MALE', 'FEMALE']).nullable(),
  address: Address.nullable(),
});

export const Results = <Item extends z.ZodType>(item: Item) => z.object({ results: z.array(item) });

export const Done = z.object({ success: z.literal(true), message: z.string() });

export const bearer = [{ bearerAuth: [] }];
