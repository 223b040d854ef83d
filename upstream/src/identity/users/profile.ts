import type { z } from 'zod';
import type { DbSession } from '../../db/db.js';
import type { UserProfile, UserSummary } from '../schemas.js';
import type { UserRow } from './repository.js';

export function toSummary(row: UserRow): z.output<typeof UserSummary> {
  return {
    valueID: row.value_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerified: row.email_verified,
    phone: row.phone,
    phoneVerified: row.phone_verified,
    photo: row.photo_path,
  };
}

export async function toProfile(
  db: DbSession,
  row: UserRow,
): Promise<z.output<typeof UserProfile>> {
  const [names] = await db.query<{
    province: string | null;
    city: string | null;
    district: string | null;
    profession: string | null;
  }>(
    `SELECT (SELECT name FROM provinces WHERE id = $1) AS province,
            (SELECT name FROM cities WHERE id = $2) AS city,
            (SELECT name FROM districts WHERE id = $3) AS district,
            (SELECT name FROM professions WHERE id = $4) AS profession`,
    [row.province_id, row.city_id, row.district_id, row.profession_id],
  );
  const hasAddress =
    row.province_id !== null ||
    row.city_id !== null ||
    row.district_id !== null ||
    row.zipcode !== null;
  return {
    id: row.id,
    ...toSummary(row),
    profession:
      row.profession_id !== null && names?.profession
        ? { id: row.profession_id, name: names.profession }
        : null,
    birthDate: row.birth_date,
    gender: row.gender,
    address: hasAddress
      ? {
          provinceId: row.province_id,
          province: names?.province ?? null,
          cityId: row.city_id,
          city: names?.city ?? null,
          districtId: row.district_id,
          district: names?.district ?? null,
          zipcode: row.zipcode,
        }
      : null,
  };
}
