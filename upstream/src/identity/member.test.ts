import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUDI_SUMMARY, signInAs, useSignedIn } from '../testing/members.js';
import { TEST_PUBLIC_URL, useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
const siti = useSignedIn(upstream, '081298765432');

afterEach(() => {
  vi.useRealTimers();
});

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
      const { status, body } = await upstream.get(url, { headers });
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
    const { status, body } = await upstream.get('/identity/v1/user', { as: budi });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.any(Number),
      ...BUDI_SUMMARY,
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
    const avatar = await upstream.app.inject({ url: `/storage/${body.photo}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
  });

  it("answers Siti's, without photo or address", async () => {
    const { body } = await upstream.get('/identity/v1/user', { as: siti });
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
    expect((await upstream.get('/identity/v1/user/check?email=BUDI@contoh.id')).body).toEqual({
      exists: true,
    });
    expect((await upstream.get('/identity/v1/user/check?phone=%2B6281234567890')).body).toEqual({
      exists: true,
    });
    expect((await upstream.get('/identity/v1/user/check?email=x@contoh.id')).body).toEqual({
      exists: false,
    });
    const attack = encodeURIComponent("' OR '1'='1'; DROP TABLE users; --");
    expect((await upstream.get(`/identity/v1/user/check?email=${attack}`)).body).toEqual({
      exists: false,
    });
    expect((await upstream.get('/identity/v1/user/check')).status).toBe(400);
    expect((await upstream.get('/identity/v1/user', { as: budi })).status).toBe(200);
  });
});

describe('PATCH /identity/v1/user', () => {
  it('updates birth date, gender and a consistent address', async () => {
    const response = await upstream.call('PATCH', '/identity/v1/user', {
      as: siti,
      payload: {
        birthDate: '1995-02-03',
        gender: 'FEMALE',
        address: { provinceId: 51, cityId: 5171, districtId: 517101, zipcode: '80228' },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
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
    const mismatch = await upstream.call('PATCH', '/identity/v1/user', {
      as: siti,
      payload: { address: { provinceId: 31, cityId: 5171, districtId: 517101, zipcode: '80228' } },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.detail).toContain('Alamat tidak valid');
    const badDate = await upstream.call('PATCH', '/identity/v1/user', {
      as: siti,
      payload: { birthDate: '2001-02-30' },
    });
    expect(badDate.status).toBe(400);
  });
});

describe('name and profession', () => {
  it('changes the name once, then waits 30 days', async () => {
    expect((await upstream.get('/identity/v1/user/update-name/info', { as: siti })).body).toEqual({
      canUpdate: true,
      nextUpdateDate: null,
    });
    const invalid = await upstream.call('PATCH', '/identity/v1/user/update-name/info', {
      as: siti,
      payload: { firstName: 'S1ti', lastName: 'Rahma' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.detail).toBe('Nama depan hanya boleh berisi huruf dan spasi');
    const changed = await upstream.call('PATCH', '/identity/v1/user/update-name/info', {
      as: siti,
      payload: { firstName: 'Siti Nur', lastName: 'Rahma' },
    });
    expect(changed.body).toMatchObject({ firstName: 'Siti Nur', lastName: 'Rahma' });
    const info = (await upstream.get('/identity/v1/user/update-name/info', { as: siti })).body;
    expect(info.canUpdate).toBe(false);
    const again = await upstream.call('PATCH', '/identity/v1/user/update-name/info', {
      as: siti,
      payload: { firstName: 'Siti', lastName: 'Rahma' },
    });
    expect(again.body.errorCode).toBe('name_update_limited');
  });

  it('lists professions and sets one', async () => {
    const { body } = await upstream.get('/identity/v1/user/profession', { as: budi });
    expect(body.professions.length).toBeGreaterThanOrEqual(5);
    expect(body.profession).toEqual({ id: 2, name: 'Karyawan Swasta' });
    const set = await upstream.call('PUT', '/identity/v1/user/profession', {
      as: siti,
      payload: { professionId: 4 },
    });
    expect(set.body.profession).toEqual({ id: 4, name: 'Wiraswasta' });
  });
});

describe('points and tiers', () => {
  it("answers Budi's balance, expiring points and tier", async () => {
    expect((await upstream.get('/identity/v1/point', { as: budi })).body).toEqual({
      point: 125_000,
    });
    const expiring = (await upstream.get('/identity/v1/point/expired', { as: budi })).body;
    expect(expiring.point).toBeGreaterThan(0);
    const expiresAt = new Date(expiring.expiredDate);
    const jakarta = (date: Date) =>
      new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 7);
    expect(jakarta(expiresAt)).toBe(jakarta(new Date()));

    const tier = (await upstream.get('/identity/v2/tiers/me', { as: budi })).body;
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
    const expiring = (await upstream.get('/identity/v1/point/expired', { as: budi })).body;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(expiring.expiredDate).getTime() + 60 * 60_000);
    const later = await signInAs(upstream.app, 'budi@contoh.id');
    expect((await upstream.get('/identity/v1/point', { as: later })).body).toEqual({
      point: 125_000 - expiring.point,
    });
    const next = (await upstream.get('/identity/v1/point/expired', { as: later })).body;
    expect(new Date(next.expiredDate).getTime()).toBeGreaterThan(
      new Date(expiring.expiredDate).getTime(),
    );
  });

  it('answers nothing for Siti', async () => {
    expect((await upstream.get('/identity/v1/point/expired', { as: siti })).body).toMatchObject({
      point: 0,
      expiredDate: null,
    });
    const history = (await upstream.get('/identity/v1/point/transaction', { as: siti })).body;
    expect(history).toMatchObject({ count: 0, results: [] });
    expect((await upstream.get('/identity/v2/tiers/me', { as: siti })).body).toMatchObject({
      tierName: 'Silver',
      tierPoint: 0,
      pointToNextTier: 50_000,
    });
  });

  it('lists 40 transactions, newest first, in pages, and marks expired earnings', async () => {
    const first = (await upstream.get('/identity/v1/point/transaction', { as: budi })).body;
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

    const all = (await upstream.get('/identity/v1/point/transaction?page_size=100', { as: budi }))
      .body.results;
    expect(all.some((row: { isExpired: boolean }) => row.isExpired)).toBe(true);
    for (const row of all) {
      if (row.mutationTypeName === 'Penukaran Poin') {
        expect(row.point).toBeLessThan(0);
        expect(row.expiredDate).toBeNull();
      } else {
        expect(row.point).toBeGreaterThan(0);
      }
    }
    const last = (await upstream.get('/identity/v1/point/transaction?page=4', { as: budi })).body;
    expect(last.results).toHaveLength(10);
    expect(last.next).toBeNull();
  });

  it('filters by mutation and date range, in every version', async () => {
    const earning = (
      await upstream.get('/identity/v1/point/transaction/filter?mutation=EARNING&page_size=100', {
        as: budi,
      })
    ).body;
    const redeem = (
      await upstream.get('/identity/v2/point/transaction?mutation=REDEEM&page_size=100', {
        as: budi,
      })
    ).body;
    expect(earning.count + redeem.count).toBe(40);
    expect(earning.results.every((row: { point: number }) => row.point > 0)).toBe(true);
    expect(
      redeem.results.every((row: { mutationType: string }) => row.mutationType === 'REDEEM'),
    ).toBe(true);
    expect(redeem.results[0]).toHaveProperty('id');
    expect(redeem.results[0]).not.toHaveProperty('description');

    const all = (await upstream.get('/identity/v3/point/transaction?page_size=100', { as: budi }))
      .body.results;
    expect(all[0]).toHaveProperty('description');
    const day = (iso: string) =>
      new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    const from = day(all[20].createdDate);
    const to = day(all[5].createdDate);
    const ranged = (
      await upstream.get(`/identity/v3/point/transaction?from=${from}&to=${to}&page_size=100`, {
        as: budi,
      })
    ).body;
    const expected = all.filter((row: { createdDate: string }) => {
      const d = day(row.createdDate);
      return d >= from && d <= to;
    });
    expect(ranged.count).toBe(expected.length);
    expect(ranged.count).toBeGreaterThanOrEqual(16);

    expect(
      (await upstream.get('/identity/v1/point/transaction?from=2026-13-45', { as: budi })).status,
    ).toBe(400);
    expect(
      (
        await upstream.get('/identity/v1/point/transaction?from=2026-05-01&to=2026-04-01', {
          as: budi,
        })
      ).status,
    ).toBe(400);
    expect(
      (await upstream.get('/identity/v1/point/transaction?mutation=BOTH', { as: budi })).status,
    ).toBe(400);
    const attack = encodeURIComponent("2026-01-01' OR 1=1 --");
    expect(
      (await upstream.get(`/identity/v1/point/transaction?from=${attack}`, { as: budi })).status,
    ).toBe(400);
  });
});

describe('cards', () => {
  it("lists Budi's two cards, primary first", async () => {
    const { body } = await upstream.get('/identity/v1/user/cards', { as: budi });
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
    expect((await upstream.get('/identity/v1/user/cards', { as: siti })).body.count).toBe(0);
    const types = (await upstream.get('/identity/v1/card-types')).body.results;
    expect(types).toHaveLength(3);
    expect((await upstream.app.inject({ url: new URL(types[0].image).pathname })).statusCode).toBe(
      200,
    );
  });

  it('verifies and adds a card number', async () => {
    const post = (cardNumber: string) =>
      upstream.call('POST', '/identity/v1/user/cards/verification', {
        as: siti,
        payload: { cardNumber },
      });
    expect((await post('1234')).status).toBe(400);
    expect((await post('9999000000000000')).body.detail).toBe('Nomor kartu tidak dikenali');
    expect((await post('6019020000012345')).status).toBe(409);
    const added = await post('6019 0100 0000 5555');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      cardNumber: '6019010000005555',
      isPrimary: true,
      holderName: expect.stringContaining('SITI'),
    });
  });
});

describe('badges', () => {
  it('groups badges by category with obtained flags', async () => {
    const { body } = await upstream.get('/identity/v1/badges/groupByCategory', { as: budi });
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
    const sitis = (await upstream.get('/identity/v1/badges/groupByCategory', { as: siti })).body
      .badgeCategories;
    expect(
      sitis
        .flatMap((c: { badges: { isObtained: boolean }[] }) => c.badges)
        .some((b: { isObtained: boolean }) => b.isObtained),
    ).toBe(false);
  });

  it('lists every badge, anonymous or not', async () => {
    const anonymous = (await upstream.get('/identity/v1/badges')).body.results;
    expect(anonymous).toHaveLength(9);
    expect(anonymous.every((badge: { isObtained: boolean }) => !badge.isObtained)).toBe(true);
    const mine = (await upstream.get('/identity/v1/badges', { as: budi })).body.results;
    expect(mine.filter((badge: { isObtained: boolean }) => badge.isObtained)).toHaveLength(4);
  });
});

describe('locations', () => {
  it('walks province → city → district → zipcode', async () => {
    const provinces = (await upstream.get('/identity/v1/location/province')).body.results;
    expect(provinces.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'Bali']),
    );
    const jabar = provinces.find((p: { name: string }) => p.name === 'Jawa Barat');
    const cities = (await upstream.get(`/identity/v1/location/city?province_id=${jabar.id}`)).body
      .results;
    const bandung = cities.find((c: { name: string }) => c.name === 'Kota Bandung');
    const districts = (await upstream.get(`/identity/v1/location/district?city_id=${bandung.id}`))
      .body.results;
    const coblong = districts.find((d: { name: string }) => d.name === 'Coblong');
    const zipcodes = (await upstream.get(`/identity/v1/location/zipcode?district_id=${coblong.id}`))
      .body.results;
    expect(zipcodes).toContainEqual({ id: expect.any(Number), zipcode: '40132', name: 'Dago' });
    expect((await upstream.get('/identity/v1/location/city?province_id=999')).body.results).toEqual(
      [],
    );
    expect((await upstream.get('/identity/v1/location/city')).status).toBe(400);
    expect(
      (await upstream.get('/identity/v1/location/city?province_id=1%20OR%201%3D1')).status,
    ).toBe(400);
  });
});

describe('unavailable features and documentation', () => {
  it('answers 501 for social sign-in and client mapping', async () => {
    const response = await upstream.call('POST', '/identity/v1/social_login/token');
    expect(response.status).toBe(501);
    expect(response.body).toMatchObject({
      errorCode: 'social_login_unavailable',
      detail: 'Login sosial belum tersedia',
    });
    expect((await upstream.get('/identity/v1/client_mapping/check')).status).toBe(501);
  });

  it('publishes an OpenAPI document of the identity routes only', async () => {
    const { status, body } = await upstream.get('/identity/openapi.json');
    expect(status).toBe(200);
    const paths = Object.keys(body.paths);
    expect(paths).toContain('/identity/v1/auth/token');
    expect(paths).toContain('/identity/v3/point/transaction');
    expect(paths.every((path) => path.startsWith('/identity/'))).toBe(true);
  });
});
