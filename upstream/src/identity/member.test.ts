import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PUBLIC_URL, buildTestUpstream } from '../testing/test-upstream.js';
import { signInAs } from './test-support.js';

let app: FastifyInstance;
let budi: { authorization: string };
let siti: { authorization: string };

beforeAll(async () => {
  app = await buildTestUpstream();
  budi = (await signInAs(app, 'budi@contoh.id')).headers;
  siti = (await signInAs(app, '081298765432')).headers;
});

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function get(url: string, headers?: Record<string, string>) {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('member routes without a token', () => {
  it.each([
    '/identity/v1/user',
    '/identity/v1/point',
    '/identity/v1/point/expired',
    '/identity/v1/point/transaction',
    '/identity/v3/point/transaction',
    '/identity/v2/tiers/me',
    '/identity/v1/user/cards',
    '/identity/v1/badges/groupByCategory',
    '/identity/v1/user/profession',
    '/identity/v1/user/update-name/info',
  ])('%s answers 401', async (url) => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Basic x' },
    ];
    for (const headers of attempts) {
      const { status, body } = await get(url, headers);
      expect(status).toBe(401);
      expect(body).toEqual({
        id: expect.any(String),
        detail: 'Sesi tidak valid atau sudah berakhir',
        errorCode: 'unauthorized',
      });
    }
  });
});

describe('GET /identity/v1/user', () => {
  it("answers Budi's profile", async () => {
    const { status, body } = await get('/identity/v1/user', budi);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(Number),
      valueID: 'MV-0001-2026',
      firstName: 'Budi',
      lastName: 'Santoso',
      email: 'budi@contoh.id',
      emailVerified: true,
      phone: '081234567890',
      phoneVerified: true,
      photo: 'avatars/budi.svg',
      profession: { id: 2, name: 'Karyawan Swasta' },
      birthDate: '1990-05-17',
      gender: 'MALE',
      address: {
        provinceId: 31,
        province: 'DKI Jakarta',
        cityId: 3171,
        city: 'Kota Jakarta Selatan',
        districtId: 317101,
        district: 'Kebayoran Baru',
        zipcode: '12110',
      },
    });
    const avatar = await app.inject({ url: `/storage/${body.photo}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
  });

  it("answers Siti's, without photo or address", async () => {
    const { body } = await get('/identity/v1/user', siti);
    expect(body).toMatchObject({
      valueID: 'MV-0002-2026',
      firstName: 'Siti',
      lastName: 'Rahma',
      photo: null,
      address: null,
      profession: null,
    });
  });

  it('checks whether an e-mail or phone exists, harmlessly for SQL-looking input', async () => {
    expect((await get('/identity/v1/user/check?email=BUDI@contoh.id')).body).toEqual({
      exists: true,
    });
    expect((await get('/identity/v1/user/check?phone=%2B6281234567890')).body).toEqual({
      exists: true,
    });
    expect((await get('/identity/v1/user/check?email=x@contoh.id')).body).toEqual({
      exists: false,
    });
    const attack = encodeURIComponent("' OR '1'='1'; DROP TABLE users; --");
    expect((await get(`/identity/v1/user/check?email=${attack}`)).body).toEqual({ exists: false });
    expect((await get('/identity/v1/user/check')).status).toBe(400);
    expect((await get('/identity/v1/user', budi)).status).toBe(200);
  });
});

describe('PATCH /identity/v1/user', () => {
  it('updates birth date, gender and a consistent address', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/identity/v1/user',
      headers: siti,
      payload: {
        birthDate: '1995-02-03',
        gender: 'FEMALE',
        address: { provinceId: 51, cityId: 5171, districtId: 517101, zipcode: '80228' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      birthDate: '1995-02-03',
      gender: 'FEMALE',
      address: {
        province: 'Bali',
        city: 'Kota Denpasar',
        district: 'Denpasar Selatan',
        zipcode: '80228',
      },
    });
  });

  it('rejects an address whose parts do not belong together, and bad dates', async () => {
    const mismatch = await app.inject({
      method: 'PATCH',
      url: '/identity/v1/user',
      headers: siti,
      payload: { address: { provinceId: 31, cityId: 5171, districtId: 517101, zipcode: '80228' } },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toContain('Alamat tidak valid');
    const badDate = await app.inject({
      method: 'PATCH',
      url: '/identity/v1/user',
      headers: siti,
      payload: { birthDate: '2001-02-30' },
    });
    expect(badDate.statusCode).toBe(400);
  });
});

describe('name and profession', () => {
  it('changes the name once, then waits 30 days', async () => {
    expect((await get('/identity/v1/user/update-name/info', siti)).body).toEqual({
      canUpdate: true,
      nextUpdateDate: null,
    });
    const invalid = await app.inject({
      method: 'PATCH',
      url: '/identity/v1/user/update-name/info',
      headers: siti,
      payload: { firstName: 'S1ti', lastName: 'Rahma' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toBe('Nama depan hanya boleh berisi huruf dan spasi');
    const changed = await app.inject({
      method: 'PATCH',
      url: '/identity/v1/user/update-name/info',
      headers: siti,
      payload: { firstName: 'Siti Nur', lastName: 'Rahma' },
    });
    expect(changed.json()).toMatchObject({ firstName: 'Siti Nur', lastName: 'Rahma' });
    const info = (await get('/identity/v1/user/update-name/info', siti)).body;
    expect(info.canUpdate).toBe(false);
    const again = await app.inject({
      method: 'PATCH',
      url: '/identity/v1/user/update-name/info',
      headers: siti,
      payload: { firstName: 'Siti', lastName: 'Rahma' },
    });
    expect(again.json().errorCode).toBe('name_update_limited');
  });

  it('lists professions and sets one', async () => {
    const { body } = await get('/identity/v1/user/profession', budi);
    expect(body.professions.length).toBeGreaterThanOrEqual(5);
    expect(body.profession).toEqual({ id: 2, name: 'Karyawan Swasta' });
    const set = await app.inject({
      method: 'PUT',
      url: '/identity/v1/user/profession',
      headers: siti,
      payload: { professionId: 4 },
    });
    expect(set.json().profession).toEqual({ id: 4, name: 'Wiraswasta' });
  });
});

describe('points and tiers', () => {
  it("answers Budi's balance, expiring points and tier", async () => {
    expect((await get('/identity/v1/point', budi)).body).toEqual({ point: 125_000 });
    const expiring = (await get('/identity/v1/point/expired', budi)).body;
    expect(expiring.point).toBeGreaterThan(0);
    const expiresAt = new Date(expiring.expiredDate);
    const jakarta = (date: Date) =>
      new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 7);
    expect(jakarta(expiresAt)).toBe(jakarta(new Date()));

    const tier = (await get('/identity/v2/tiers/me', budi)).body;
    expect(tier).toMatchObject({ tierName: 'Gold', tierCode: 'GOLD', nextTierName: 'Platinum' });
    expect(tier.tierPoint).toBeGreaterThanOrEqual(50_000);
    expect(tier.pointToNextTier).toBe(250_000 - tier.tierPoint);
    expect(tier.tiers).toEqual([
      { code: 'SILVER', name: 'Silver', minPoint: 0 },
      { code: 'GOLD', name: 'Gold', minPoint: 50_000 },
      { code: 'PLATINUM', name: 'Platinum', minPoint: 250_000 },
    ]);
  });

  it('stops counting earnings once they expire', async () => {
    const expiring = (await get('/identity/v1/point/expired', budi)).body;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(expiring.expiredDate).getTime() + 60 * 60_000);
    const later = (await signInAs(app, 'budi@contoh.id')).headers;
    expect((await get('/identity/v1/point', later)).body).toEqual({
      point: 125_000 - expiring.point,
    });
    const next = (await get('/identity/v1/point/expired', later)).body;
    expect(new Date(next.expiredDate).getTime()).toBeGreaterThan(
      new Date(expiring.expiredDate).getTime(),
    );
  });

  it('answers nothing for Siti', async () => {
    expect((await get('/identity/v1/point/expired', siti)).body).toEqual({
      point: 0,
      expiredDate: null,
    });
    const history = (await get('/identity/v1/point/transaction', siti)).body;
    expect(history).toMatchObject({ count: 0, results: [] });
    expect((await get('/identity/v2/tiers/me', siti)).body).toMatchObject({
      tierName: 'Silver',
      tierPoint: 0,
      pointToNextTier: 50_000,
    });
  });

  it('lists 40 transactions, newest first, in pages, and marks expired earnings', async () => {
    const first = (await get('/identity/v1/point/transaction', budi)).body;
    expect(first.count).toBe(40);
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe(`${TEST_PUBLIC_URL}/identity/v1/point/transaction?page=2`);
    expect(Object.keys(first.results[0]).sort()).toEqual([
      'createdDate',
      'expiredDate',
      'isExpired',
      'mutationTypeName',
      'outletName',
      'point',
      'referenceNo',
    ]);
    const dates = first.results.map((row: { createdDate: string }) => row.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const all = (await get('/identity/v1/point/transaction?page_size=100', budi)).body.results;
    expect(all.some((row: { isExpired: boolean }) => row.isExpired)).toBe(true);
    for (const row of all) {
      if (row.mutationTypeName === 'Penukaran Poin') {
        expect(row.point).toBeLessThan(0);
        expect(row.expiredDate).toBeNull();
      } else {
        expect(row.point).toBeGreaterThan(0);
      }
    }
    const last = (await get('/identity/v1/point/transaction?page=4', budi)).body;
    expect(last.results).toHaveLength(10);
    expect(last.next).toBeNull();
  });

  it('filters by mutation and date range, in every version', async () => {
    const earning = (
      await get('/identity/v1/point/transaction/filter?mutation=EARNING&page_size=100', budi)
    ).body;
    const redeem = (await get('/identity/v2/point/transaction?mutation=REDEEM&page_size=100', budi))
      .body;
    expect(earning.count + redeem.count).toBe(40);
    expect(earning.results.every((row: { point: number }) => row.point > 0)).toBe(true);
    expect(
      redeem.results.every((row: { mutationType: string }) => row.mutationType === 'REDEEM'),
    ).toBe(true);
    expect(redeem.results[0]).toHaveProperty('id');
    expect(redeem.results[0]).not.toHaveProperty('description');

    const all = (await get('/identity/v3/point/transaction?page_size=100', budi)).body.results;
    expect(all[0]).toHaveProperty('description');
    const day = (iso: string) =>
      new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    const from = day(all[20].createdDate);
    const to = day(all[5].createdDate);
    const ranged = (
      await get(`/identity/v3/point/transaction?from=${from}&to=${to}&page_size=100`, budi)
    ).body;
    const expected = all.filter((row: { createdDate: string }) => {
      const d = day(row.createdDate);
      return d >= from && d <= to;
    });
    expect(ranged.count).toBe(expected.length);
    expect(ranged.count).toBeGreaterThanOrEqual(16);

    expect((await get('/identity/v1/point/transaction?from=2026-13-45', budi)).status).toBe(400);
    expect(
      (await get('/identity/v1/point/transaction?from=2026-05-01&to=2026-04-01', budi)).status,
    ).toBe(400);
    expect((await get('/identity/v1/point/transaction?mutation=BOTH', budi)).status).toBe(400);
    const attack = encodeURIComponent("2026-01-01' OR 1=1 --");
    expect((await get(`/identity/v1/point/transaction?from=${attack}`, budi)).status).toBe(400);
  });
});

describe('cards', () => {
  it("lists Budi's two cards, primary first", async () => {
    const { body } = await get('/identity/v1/user/cards', budi);
    expect(body.count).toBe(2);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      cardNumber: '6019020000012345',
      cardType: {
        id: 2,
        name: 'Kartu MyValue Gold',
        image: `${TEST_PUBLIC_URL}/storage/cards/myvalue-gold.svg`,
      },
      holderName: 'BUDI SANTOSO',
      issuedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isPrimary: true,
    });
    expect(body.results[1].isPrimary).toBe(false);
    expect((await get('/identity/v1/user/cards', siti)).body.count).toBe(0);
    const types = (await get('/identity/v1/card-types')).body.results;
    expect(types).toHaveLength(3);
    expect((await app.inject({ url: new URL(types[0].image).pathname })).statusCode).toBe(200);
  });

  it('verifies and adds a card number', async () => {
    const post = (cardNumber: string) =>
      app.inject({
        method: 'POST',
        url: '/identity/v1/user/cards/verification',
        headers: siti,
        payload: { cardNumber },
      });
    expect((await post('1234')).statusCode).toBe(400);
    expect((await post('9999000000000000')).json().detail).toBe('Nomor kartu tidak dikenali');
    expect((await post('6019020000012345')).statusCode).toBe(409);
    const added = await post('6019 0100 0000 5555');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      cardNumber: '6019010000005555',
      isPrimary: true,
      holderName: expect.stringContaining('SITI'),
    });
  });
});

describe('badges', () => {
  it('groups badges by category with obtained flags', async () => {
    const { body } = await get('/identity/v1/badges/groupByCategory', budi);
    expect(body.badgeCategories).toHaveLength(3);
    const badges = body.badgeCategories.flatMap(
      (category: { badges: unknown[] }) => category.badges,
    );
    expect(badges).toHaveLength(9);
    expect(badges.filter((badge: { isObtained: boolean }) => badge.isObtained)).toHaveLength(4);
    expect(badges[0]).toEqual({
      id: 1,
      name: 'Pembeli Pertama',
      description: expect.any(String),
      image: `${TEST_PUBLIC_URL}/storage/badges/badge-1.svg`,
      isObtained: true,
      obtainedDate: expect.any(String),
    });
    const sitis = (await get('/identity/v1/badges/groupByCategory', siti)).body.badgeCategories;
    expect(
      sitis
        .flatMap((c: { badges: { isObtained: boolean }[] }) => c.badges)
        .some((b: { isObtained: boolean }) => b.isObtained),
    ).toBe(false);
  });

  it('lists every badge, anonymous or not', async () => {
    const anonymous = (await get('/identity/v1/badges')).body.results;
    expect(anonymous).toHaveLength(9);
    expect(anonymous.every((badge: { isObtained: boolean }) => !badge.isObtained)).toBe(true);
    const mine = (await get('/identity/v1/badges', budi)).body.results;
    expect(mine.filter((badge: { isObtained: boolean }) => badge.isObtained)).toHaveLength(4);
  });
});

describe('locations', () => {
  it('walks province → city → district → zipcode', async () => {
    const provinces = (await get('/identity/v1/location/province')).body.results;
    expect(provinces.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'Bali']),
    );
    const jabar = provinces.find((p: { name: string }) => p.name === 'Jawa Barat');
    const cities = (await get(`/identity/v1/location/city?province_id=${jabar.id}`)).body.results;
    const bandung = cities.find((c: { name: string }) => c.name === 'Kota Bandung');
    const districts = (await get(`/identity/v1/location/district?city_id=${bandung.id}`)).body
      .results;
    const coblong = districts.find((d: { name: string }) => d.name === 'Coblong');
    const zipcodes = (await get(`/identity/v1/location/zipcode?district_id=${coblong.id}`)).body
      .results;
    expect(zipcodes).toContainEqual({ id: expect.any(Number), zipcode: '40132', name: 'Dago' });
    expect((await get('/identity/v1/location/city?province_id=999')).body.results).toEqual([]);
    expect((await get('/identity/v1/location/city')).status).toBe(400);
    expect((await get('/identity/v1/location/city?province_id=1%20OR%201%3D1')).status).toBe(400);
  });
});

describe('unavailable features and documentation', () => {
  it('answers 501 for social sign-in and client mapping', async () => {
    const response = await app.inject({ method: 'POST', url: '/identity/v1/social_login/token' });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({
      errorCode: 'social_login_unavailable',
      detail: 'Login sosial belum tersedia',
    });
    expect((await app.inject({ url: '/identity/v1/client_mapping/check' })).statusCode).toBe(501);
  });

  it('publishes an OpenAPI document of the identity routes only', async () => {
    const { status, body } = await get('/identity/openapi.json');
    expect(status).toBe(200);
    const paths = Object.keys(body.paths);
    expect(paths).toContain('/identity/v1/auth/token');
    expect(paths).toContain('/identity/v3/point/transaction');
    expect(paths.every((path) => path.startsWith('/identity/'))).toBe(true);
  });
});
