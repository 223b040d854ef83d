import type { DbSession } from '../db.js';
import { putObject } from '../../storage/objects.js';
import { renderIconSvg } from '../../storage/svg/icon.js';
import type { GlyphName } from '../../storage/svg/glyphs.js';
import { hashPasswordWithSalt } from '../../identity/crypto.js';
import { renderCardSvg } from '../../identity/images.js';
import { earningExpiry } from '../../identity/points/expiry.js';
import { replayLedger, type PointRow } from '../../identity/points/ledger.js';
import type { SeedContext } from './context.js';
import type { Seed } from './seed.js';

export const DEMO_PASSWORD = 'Rahasia123';
export const BUDI = {
  email: 'budi@contoh.id',
  valueId: 'MV-0001-2026',
  balance: 125_000,
  transactions: 40,
} as const;
export const SITI = { email: 'siti@contoh.id', valueId: 'MV-0002-2026' } as const;

export const professions: readonly [number, string][] = [
  [1, 'Pelajar/Mahasiswa'],
  [2, 'Karyawan Swasta'],
  [3, 'Pegawai Negeri Sipil'],
  [4, 'Wiraswasta'],
  [5, 'Guru/Dosen'],
  [6, 'Tenaga Kesehatan'],
  [7, 'Ibu Rumah Tangga'],
  [8, 'Lainnya'],
];

interface District {
  id: number;
  name: string;
  zipcodes: [string, string][];
}
interface City {
  id: number;
  name: string;
  districts: District[];
}
interface Province {
  id: number;
  name: string;
  cities: City[];
}

/** A few real provinces, cities, districts and postcodes (BPS codes as ids). */
export const locations: readonly Province[] = [
  {
    id: 31,
    name: 'DKI Jakarta',
    cities: [
      {
        id: 3171,
        name: 'Kota Jakarta Selatan',
        districts: [
          {
            id: 317101,
            name: 'Kebayoran Baru',
            zipcodes: [
              ['12110', 'Selong'],
              ['12130', 'Kramat Pela'],
            ],
          },
          {
            id: 317102,
            name: 'Tebet',
            zipcodes: [
              ['12810', 'Tebet Barat'],
              ['12820', 'Tebet Timur'],
            ],
          },
          {
            id: 317103,
            name: 'Setiabudi',
            zipcodes: [
              ['12910', 'Setia Budi'],
              ['12920', 'Karet'],
            ],
          },
        ],
      },
      {
        id: 3173,
        name: 'Kota Jakarta Pusat',
        districts: [
          {
            id: 317301,
            name: 'Menteng',
            zipcodes: [
              ['10310', 'Menteng'],
              ['10320', 'Pegangsaan'],
            ],
          },
          {
            id: 317302,
            name: 'Gambir',
            zipcodes: [
              ['10110', 'Gambir'],
              ['10150', 'Cideng'],
            ],
          },
        ],
      },
    ],
  },
  {
    id: 32,
    name: 'Jawa Barat',
    cities: [
      {
        id: 3273,
        name: 'Kota Bandung',
        districts: [
          {
            id: 327301,
            name: 'Coblong',
            zipcodes: [
              ['40132', 'Dago'],
              ['40134', 'Sekeloa'],
            ],
          },
          {
            id: 327302,
            name: 'Sumur Bandung',
            zipcodes: [
              ['40111', 'Braga'],
              ['40117', 'Babakan Ciamis'],
            ],
          },
        ],
      },
      {
        id: 3271,
        name: 'Kota Bogor',
        districts: [
          {
            id: 327101,
            name: 'Bogor Tengah',
            zipcodes: [
              ['16121', 'Paledang'],
              ['16124', 'Pabaton'],
            ],
          },
        ],
      },
    ],
  },
  {
    id: 35,
    name: 'Jawa Timur',
    cities: [
      {
        id: 3578,
        name: 'Kota Surabaya',
        districts: [
          {
            id: 357801,
            name: 'Genteng',
            zipcodes: [
              ['60275', 'Genteng'],
              ['60271', 'Ketabang'],
            ],
          },
          {
            id: 357802,
            name: 'Gubeng',
            zipcodes: [
              ['60281', 'Gubeng'],
              ['60286', 'Airlangga'],
            ],
          },
        ],
      },
      {
        id: 3573,
        name: 'Kota Malang',
        districts: [
          {
            id: 357301,
            name: 'Klojen',
            zipcodes: [
              ['65111', 'Kauman'],
              ['65119', 'Klojen'],
            ],
          },
        ],
      },
    ],
  },
  {
    id: 51,
    name: 'Bali',
    cities: [
      {
        id: 5171,
        name: 'Kota Denpasar',
        districts: [
          {
            id: 517101,
            name: 'Denpasar Selatan',
            zipcodes: [
              ['80228', 'Sanur'],
              ['80222', 'Panjer'],
            ],
          },
          { id: 517102, name: 'Denpasar Barat', zipcodes: [['80119', 'Dauh Puri']] },
        ],
      },
      {
        id: 5103,
        name: 'Kabupaten Badung',
        districts: [
          {
            id: 510301,
            name: 'Kuta',
            zipcodes: [
              ['80361', 'Kuta'],
              ['80361', 'Legian'],
            ],
          },
          { id: 510302, name: 'Kuta Utara', zipcodes: [['80351', 'Canggu']] },
        ],
      },
    ],
  },
];

export const cardTypes = [
  { id: 1, name: 'Kartu MyValue', prefix: '601901', slug: 'myvalue' },
  { id: 2, name: 'Kartu MyValue Gold', prefix: '601902', slug: 'myvalue-gold' },
  { id: 3, name: 'Kartu Co-branding Bank', prefix: '601903', slug: 'co-branding-bank' },
] as const;

export const badgeCategories: readonly {
  id: number;
  name: string;
  badges: { id: number; name: string; description: string; glyph: GlyphName }[];
}[] = [
  {
    id: 1,
    name: 'Belanja',
    badges: [
      {
        id: 1,
        name: 'Pembeli Pertama',
        description: 'Transaksi pertama di outlet mitra.',
        glyph: 'shopping-bag',
      },
      { id: 2, name: 'Pemburu Promo', description: 'Menukar 5 voucher promo.', glyph: 'gift' },
      {
        id: 3,
        name: 'Sultan Belanja',
        description: 'Mengumpulkan 250.000 poin dalam setahun.',
        glyph: 'sparkles',
      },
    ],
  },
  {
    id: 2,
    name: 'Literasi',
    badges: [
      { id: 4, name: 'Kutu Buku', description: 'Membeli 10 buku di Gramedia.', glyph: 'book' },
      { id: 5, name: 'Kolektor Novel', description: 'Membeli 25 novel.', glyph: 'book' },
      {
        id: 6,
        name: 'Pembaca Maraton',
        description: 'Bertransaksi buku 12 bulan berturut-turut.',
        glyph: 'trophy',
      },
    ],
  },
  {
    id: 3,
    name: 'Komunitas',
    badges: [
      {
        id: 7,
        name: 'Teman Baru',
        description: 'Melengkapi profil untuk pertama kali.',
        glyph: 'heart',
      },
      {
        id: 8,
        name: 'Duta Referral',
        description: 'Mengajak 5 teman bergabung.',
        glyph: 'graduation-cap',
      },
      { id: 9, name: 'Peserta Acara', description: 'Menghadiri 3 acara MyValue.', glyph: 'ticket' },
    ],
  },
];

export const budiBadgeIds = [1, 2, 4, 7] as const;

const earningOutlets = [
  'Gramedia Matraman',
  'Gramedia Grand Indonesia',
  'Gramedia Pondok Indah Mall',
  'Hotel Santika Premiere Slipi',
  'Amaris Hotel Malioboro',
  'Gramedia Expo Surabaya',
  'Toko Buku Gramedia Bandung',
  'Bentara Budaya Jakarta',
];
const redeemDescriptions = [
  'Penukaran voucher kopi',
  'Penukaran voucher buku',
  'Penukaran voucher menginap',
  'Penukaran tiket acara',
];

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `hour`:00 in Jakarta, on `day` of the month `monthsBack` months before the anchor's month. */
function jakartaTime(anchor: Date, monthsBack: number, day: number, hour: number): Date {
  const local = new Date(anchor.getTime() + JAKARTA_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, day, hour) -
      JAKARTA_OFFSET_MS,
  );
}

function ymd(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

export interface SeedPointRow {
  mutation: 'EARNING' | 'REDEEM';
  points: number;
  description: string;
  outletName: string;
  referenceNo: string;
  createdAt: Date;
  expiredAt: Date | null;
}

/**
 * Budi's 40 transactions over the last 14 months: two per month in the last two months, three
 * before. Earnings expire at the end of the twelfth month after they were earned, so those of
 * 13–14 months ago have (partly) expired and those of 12 months ago expire at the end of this
 * month. The newest earning tops the balance up to exactly 125 000 points. So his expiry schedule
 * (`/v1/point/expired`) has a batch at the end of this month and of each of the next 11.
 */
export function budiPointRows(context: SeedContext): SeedPointRow[] {
  const random = context.random('identity-points-budi');
  const slots: { monthsBack: number; day: number }[] = [];
  for (let monthsBack = 14; monthsBack >= 1; monthsBack -= 1) {
    const days = monthsBack <= 2 ? [8, 20] : [5, 14, 23];
    for (const day of days) slots.push({ monthsBack, day });
  }
  const rows: SeedPointRow[] = slots.map(({ monthsBack, day }, index) => {
    const createdAt = jakartaTime(context.anchor, monthsBack, day, 10 + (index % 8));
    const referenceNo = `TRX-${ymd(createdAt)}-${String(1000 + index * 37).padStart(4, '0')}`;
    if (index % 3 === 2) {
      return {
        mutation: 'REDEEM',
        points: random.int(2, 10) * 500,
        description: random.pick(redeemDescriptions),
        outletName: 'MyValue Online',
        referenceNo,
        createdAt,
        expiredAt: null,
      };
    }
    return {
      mutation: 'EARNING',
      // A year ago was a big month, so a good part of the balance expires at the end of this one.
      points: random.int(15, 90) * 100 * (monthsBack === 12 ? 2 : 1),
      description: 'Poin belanja',
      outletName: random.pick(earningOutlets),
      referenceNo,
      createdAt,
      expiredAt: earningExpiry(createdAt),
    };
  });

  const last = rows[rows.length - 1]!;
  const withoutLast = replayLedger(toLedgerRows(rows.slice(0, -1)), context.anchor).balance;
  const topUp = BUDI.balance - withoutLast;
  if (topUp <= 0) throw new Error(`Budi's seed points overshoot: ${withoutLast}`);
  last.points = topUp;
  last.description = 'Bonus poin member Gold';
  return rows;
}

function toLedgerRows(rows: readonly SeedPointRow[]): PointRow[] {
  return rows.map((row, index) => ({
    id: index + 1,
    mutation: row.mutation,
    points: row.points,
    created_at: row.createdAt,
    expired_at: row.expiredAt,
  }));
}

async function seedReferenceData(tx: DbSession): Promise<void> {
  for (const [id, name] of professions) {
    await tx.query('INSERT INTO professions (id, name) VALUES ($1, $2)', [id, name]);
  }
  let zipcodeId = 1;
  for (const province of locations) {
    await tx.query('INSERT INTO provinces (id, name) VALUES ($1, $2)', [
      province.id,
      province.name,
    ]);
    for (const city of province.cities) {
      await tx.query('INSERT INTO cities (id, province_id, name) VALUES ($1, $2, $3)', [
        city.id,
        province.id,
        city.name,
      ]);
      for (const district of city.districts) {
        await tx.query('INSERT INTO districts (id, city_id, name) VALUES ($1, $2, $3)', [
          district.id,
          city.id,
          district.name,
        ]);
        for (const [zipcode, village] of district.zipcodes) {
          await tx.query(
            'INSERT INTO zipcodes (id, district_id, zipcode, village) VALUES ($1, $2, $3, $4)',
            [zipcodeId++, district.id, zipcode, village],
          );
        }
      }
    }
  }
  for (const [index, type] of cardTypes.entries()) {
    const imagePath = `cards/${type.slug}.svg`;
    await putObject(tx, {
      path: imagePath,
      contentType: 'image/svg+xml',
      body: renderCardSvg(type.name, index),
    });
    await tx.query(
      'INSERT INTO card_types (id, name, prefix, image_path) VALUES ($1, $2, $3, $4)',
      [type.id, type.name, type.prefix, imagePath],
    );
  }
  for (const category of badgeCategories) {
    await tx.query('INSERT INTO badge_categories (id, name) VALUES ($1, $2)', [
      category.id,
      category.name,
    ]);
    for (const badge of category.badges) {
      const imagePath = `badges/badge-${badge.id}.svg`;
      await putObject(tx, {
        path: imagePath,
        contentType: 'image/svg+xml',
        body: renderIconSvg({ label: badge.name, glyph: badge.glyph, tone: badge.id }),
      });
      await tx.query(
        `INSERT INTO badges (id, category_id, name, description, image_path)
         VALUES ($1, $2, $3, $4, $5)`,
        [badge.id, category.id, badge.name, badge.description, imagePath],
      );
    }
  }
}

async function seedMembers(tx: DbSession, context: SeedContext): Promise<void> {
  await putObject(tx, {
    path: 'avatars/budi.svg',
    contentType: 'image/svg+xml',
    body: renderIconSvg({ label: 'Budi Santoso', tone: 1 }),
  });
  const [budi] = await tx.query<{ id: number }>(
    `INSERT INTO users (value_id, first_name, last_name, email, email_verified, phone,
       phone_verified, password_hash, photo_path, profession_id, birth_date, gender, province_id,
       city_id, district_id, zipcode, referral_code, created_at)
     VALUES ($1, 'Budi', 'Santoso', $2, true, '081234567890', true, $3, 'avatars/budi.svg', 2,
       '1990-05-17', 'MALE', 31, 3171, 317101, '12110', 'BUDI2026', $4)
     RETURNING id`,
    [
      BUDI.valueId,
      BUDI.email,
      await hashPasswordWithSalt(DEMO_PASSWORD, 'seed:budi'),
      context.daysFromAnchor(-480),
    ],
  );
  await tx.query(
    `INSERT INTO users (value_id, first_name, last_name, email, email_verified, phone,
       phone_verified, password_hash, photo_path, referral_code, created_at)
     VALUES ($1, 'Siti', 'Rahma', $2, true, '081298765432', false, $3, NULL, 'SITI2026', $4)`,
    [
      SITI.valueId,
      SITI.email,
      await hashPasswordWithSalt(DEMO_PASSWORD, 'seed:siti'),
      context.daysFromAnchor(-3),
    ],
  );
  const budiId = budi!.id;

  for (const row of budiPointRows(context)) {
    await tx.query(
      `INSERT INTO point_transactions
         (user_id, mutation, points, description, outlet_name, reference_no, created_at, expired_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        budiId,
        row.mutation,
        row.points,
        row.description,
        row.outletName,
        row.referenceNo,
        row.createdAt,
        row.expiredAt,
      ],
    );
  }

  await tx.query(
    `INSERT INTO user_cards (user_id, card_type_id, card_number, holder_name, issued_date, is_primary)
     VALUES ($1, 2, '6019020000012345', 'BUDI SANTOSO', $2, true),
            ($1, 3, '6019030000067890', 'BUDI SANTOSO', $3, false)`,
    [budiId, context.daysFromAnchor(-470), context.daysFromAnchor(-120)],
  );

  for (const [index, badgeId] of budiBadgeIds.entries()) {
    await tx.query('INSERT INTO user_badges (user_id, badge_id, obtained_at) VALUES ($1, $2, $3)', [
      budiId,
      badgeId,
      context.daysFromAnchor(-400 + index * 90, 12),
    ]);
  }
}

/** Reference data (professions, locations, card types, badges) and the two demo members. */
export const identitySeed: Seed = {
  id: 'identity',
  async run(tx, context) {
    await seedReferenceData(tx);
    await seedMembers(tx, context);
  },
};
