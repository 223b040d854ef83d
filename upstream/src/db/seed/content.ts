import type { DbSession } from '../db.js';
import { putObject } from '../../storage/objects.js';
import { renderQrLikeSvg } from '../../storage/svg/banner.js';
import { PHOTO_RECIPE_TYPE, encodePhotoRecipe } from '../../storage/photo/recipe.js';
import { renderIconSvg } from '../../storage/svg/icon.js';
import type { GlyphName } from '../../storage/svg/glyphs.js';
import type { Random, SeedContext } from './context.js';
import {
  UNSAFE_ARTICLE_INDEX,
  articleCategorySeeds,
  articleSeeds,
  bannerSeeds,
  campaignSeeds,
  cities,
  eventCampaignSeeds,
  eventSeeds,
  merchantSeeds,
  offerTemplates,
  streets,
} from './content-data.js';
import type { Seed } from './seed.js';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const svg = (tx: DbSession, path: string, body: string) =>
  putObject(tx, { path, contentType: 'image/svg+xml', body });

/** A photo-like JPEG at `path`, rendered on its first request (`storage/photo/`). */
async function picture(
  tx: DbSession,
  path: `${string}.jpg`,
  options: { title: string; subtitle?: string; glyph?: GlyphName; tone: number },
  width: number,
  height: number,
): Promise<string> {
  await putObject(tx, {
    path,
    contentType: PHOTO_RECIPE_TYPE,
    body: encodePhotoRecipe({ ...options, width, height }),
  });
  return path;
}

export const PROMO_COUNT = 80;

/**
 * Fixed promos, so that tests and demos can rely on them (the rest are drawn at random):
 * 1 free, 2 paid with points, 3 out of stock, 4 expired, 5 too dear for any demo member.
 */
export const FIXED_PROMOS = {
  free: 1,
  points: 2,
  outOfStock: 3,
  expired: 4,
  expensive: 5,
} as const;

interface PromoPlan {
  id: number;
  merchantIndex: number;
  title: string;
  price: number;
  stock: number;
  favorite: boolean;
  validFromDay: number;
  validToDay: number;
  maxPerMember: number;
}

function planPromos(random: Random): PromoPlan[] {
  const plans: PromoPlan[] = [];
  const seen = new Set<string>();
  for (let id = 1; id <= PROMO_COUNT; id += 1) {
    const merchantIndex = (id - 1) % merchantSeeds.length;
    const merchant = merchantSeeds[merchantIndex]!;
    let template =
      offerTemplates[
        (id - 1 + Math.floor((id - 1) / merchantSeeds.length)) % offerTemplates.length
      ]!;
    let title = template.replace('{merchant}', merchant.name);
    for (let shift = 1; seen.has(title); shift += 1) {
      template = offerTemplates[(id + shift) % offerTemplates.length]!;
      title = template.replace('{merchant}', merchant.name);
    }
    seen.add(title);
    const expired = random.chance(0.15);
    plans.push({
      id,
      merchantIndex,
      title,
      price: random.pick([0, 0, 1000, 2500, 5000, 7500, 10000, 15000, 25000]),
      stock: random.chance(0.06) ? 0 : random.int(5, 300),
      favorite: random.chance(0.18),
      validFromDay: -random.int(expired ? 60 : 1, expired ? 120 : 45),
      validToDay: expired ? -random.int(1, 30) : random.int(2, 120),
      maxPerMember: random.pick([1, 1, 1, 2, 3]),
    });
  }
  const set = (id: number, values: Partial<PromoPlan>) => Object.assign(plans[id - 1]!, values);
  set(FIXED_PROMOS.free, { price: 0, stock: 500, favorite: true, validToDay: 60, maxPerMember: 1 });
  set(FIXED_PROMOS.points, {
    price: 5000,
    stock: 100,
    favorite: true,
    validToDay: 45,
    maxPerMember: 2,
  });
  set(FIXED_PROMOS.outOfStock, { price: 2500, stock: 0, favorite: false, validToDay: 30 });
  set(FIXED_PROMOS.expired, {
    price: 0,
    stock: 50,
    favorite: false,
    validFromDay: -60,
    validToDay: -3,
  });
  set(FIXED_PROMOS.expensive, { price: 1_000_000, stock: 10, favorite: false, validToDay: 90 });
  return plans;
}

function promoCopy(plan: PromoPlan, merchantName: string, city: string) {
  const priceText = plan.price === 0 ? 'gratis' : `${plan.price.toLocaleString('id-ID')} poin`;
  return {
    shortContent: `${plan.title}. Tukarkan ${priceText} dan nikmati di outlet ${merchantName} terdekat.`,
    content:
      `<p>Nikmati <strong>${plan.title}</strong> khusus untuk member MyValue.</p>` +
      `<p>Promo berlaku di seluruh outlet ${merchantName}, termasuk di ${city}. ` +
      `Jumlah voucher terbatas, jadi segera klaim sebelum kehabisan.</p>`,
    tnc:
      '<ol>' +
      '<li>Voucher hanya berlaku untuk satu kali transaksi.</li>' +
      '<li>Voucher tidak dapat diuangkan atau digabung dengan promo lain.</li>' +
      `<li>Setiap member dapat mengklaim maksimal ${plan.maxPerMember} voucher.</li>` +
      '<li>Voucher yang sudah diklaim tidak dapat dibatalkan.</li>' +
      '<li>Syarat dan ketentuan dapat berubah sewaktu-waktu tanpa pemberitahuan.</li>' +
      '</ol>',
    howToUse:
      '<ol>' +
      '<li>Buka menu <em>Voucher Saya</em> di akun kamu.</li>' +
      '<li>Pilih voucher lalu tunjukkan kode QR kepada kasir.</li>' +
      '<li>Kasir memindai kode dan voucher otomatis terpakai.</li>' +
      '</ol>',
  };
}

async function seedMerchants(tx: DbSession, context: SeedContext): Promise<void> {
  const random = context.random('content-merchants');
  let outletId = 1;
  for (const [index, merchant] of merchantSeeds.entries()) {
    const id = index + 1;
    const slug = slugify(merchant.name);
    const imagePath = `merchants/${slug}.svg`;
    await svg(tx, imagePath, renderIconSvg({ label: merchant.name, glyph: undefined, tone: id }));
    await tx.query(
      'INSERT INTO merchants (id, slug, name, description, image_path, website) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        id,
        slug,
        merchant.name,
        merchant.description,
        imagePath,
        `https://${slug.replace(/-/g, '')}.contoh.id`,
      ],
    );
    for (const categoryId of merchant.categories) {
      await tx.query('INSERT INTO merchant_categories (merchant_id, category_id) VALUES ($1, $2)', [
        id,
        categoryId,
      ]);
    }
    const outletCount = random.int(1, 3);
    for (let n = 0; n < outletCount; n += 1) {
      const city = cities[(index + n * 3) % cities.length]!;
      await tx.query(
        `INSERT INTO outlets (id, merchant_id, name, address, city, latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          outletId,
          id,
          `${merchant.name} ${city.name}`,
          `${random.pick(streets)} No. ${random.int(1, 250)}, ${city.name}`,
          city.name,
          Number((city.latitude + (random.next() - 0.5) * 0.05).toFixed(6)),
          Number((city.longitude + (random.next() - 0.5) * 0.05).toFixed(6)),
        ],
      );
      outletId += 1;
    }
  }
}

async function seedPromos(tx: DbSession, context: SeedContext): Promise<void> {
  const plans = planPromos(context.random('content-promos'));
  for (const plan of plans) {
    const merchant = merchantSeeds[plan.merchantIndex]!;
    const merchantId = plan.merchantIndex + 1;
    const slug = slugify(plan.title);
    const subtitle = plan.price === 0 ? 'Gratis' : `${plan.price.toLocaleString('id-ID')} poin`;
    const image = await picture(
      tx,
      `promos/${slug}.jpg`,
      { title: plan.title, subtitle, glyph: merchant.glyph, tone: plan.id },
      800,
      450,
    );
    const thumbnail = await picture(
      tx,
      `promos/${slug}-thumb.jpg`,
      { title: plan.title, glyph: merchant.glyph, tone: plan.id },
      400,
      225,
    );
    const copy = promoCopy(plan, merchant.name, cities[plan.merchantIndex % cities.length]!.name);
    const validFrom = context.daysFromAnchor(plan.validFromDay);
    await tx.query(
      `INSERT INTO promos (id, slug, merchant_id, title, image_path, thumbnail_path, short_content,
         content, tnc, how_to_use, valid_from, valid_to, price, stock, max_per_member, redeem_days,
         is_favorite, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        plan.id,
        slug,
        merchantId,
        plan.title,
        image,
        thumbnail,
        copy.shortContent,
        copy.content,
        copy.tnc,
        copy.howToUse,
        validFrom,
        context.daysFromAnchor(plan.validToDay, 23.99),
        plan.price,
        plan.stock,
        plan.maxPerMember,
        30,
        plan.favorite,
        // Distinct creation times keep "newest" stable: later ids are newer on the same day.
        new Date(validFrom.getTime() + plan.id * 60_000),
      ],
    );
    const categoryIds = new Set(merchant.categories);
    for (const categoryId of categoryIds) {
      await tx.query('INSERT INTO promo_categories (promo_id, category_id) VALUES ($1, $2)', [
        plan.id,
        categoryId,
      ]);
    }
  }
}

async function seedEvents(tx: DbSession, context: SeedContext): Promise<void> {
  for (const [index, event] of eventSeeds.entries()) {
    const id = index + 1;
    const slug = slugify(event.title);
    const city = cities[index % cities.length]!;
    const startAt = context.daysFromAnchor(event.startDay, event.hours);
    const image = await picture(
      tx,
      `events/${slug}.jpg`,
      {
        title: event.title,
        subtitle: `${event.venue}, ${city.name}`,
        glyph: event.glyph,
        tone: id + 2,
      },
      800,
      450,
    );
    const costText =
      event.pointCost === 0
        ? 'Gratis untuk member'
        : `${event.pointCost.toLocaleString('id-ID')} poin per peserta`;
    await tx.query(
      `INSERT INTO events (id, slug, title, image_path, short_content, content, venue_name,
         venue_address, city, latitude, longitude, start_at, end_at, quota, seats_taken,
         point_cost, max_attendees, is_favorite)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        id,
        slug,
        event.title,
        image,
        `${event.title} di ${event.venue}, ${city.name}. ${costText}.`,
        `<p>Ikuti <strong>${event.title}</strong> bersama komunitas member MyValue.</p>` +
          `<p>Acara berlangsung di ${event.venue}, ${city.name}. Tempat terbatas: ` +
          `${event.quota.toLocaleString('id-ID')} peserta.</p>` +
          '<ul><li>Datang 30 menit sebelum acara dimulai.</li>' +
          '<li>Tunjukkan kode pendaftaran di meja registrasi.</li>' +
          '<li>Satu pendaftaran berlaku untuk maksimal 4 peserta.</li></ul>',
        event.venue,
        `${streets[index % streets.length]} No. ${10 + index * 7}, ${city.name}`,
        city.name,
        city.latitude,
        city.longitude,
        startAt,
        new Date(startAt.getTime() + 4 * 60 * 60 * 1000),
        event.quota,
        event.seatsTaken,
        event.pointCost,
        4,
        event.favorite,
      ],
    );
  }
}

/** A campaign's card picture and its two banners, drawn from one look. */
async function campaignPictures(
  tx: DbSession,
  folder: string,
  slug: string,
  look: Parameters<typeof picture>[2],
) {
  return {
    image: await picture(tx, `${folder}/${slug}.jpg`, look, 800, 450),
    desktop: await picture(tx, `${folder}/${slug}-desktop.jpg`, look, 1440, 400),
    mobile: await picture(tx, `${folder}/${slug}-mobile.jpg`, look, 750, 420),
  };
}

async function seedCampaigns(tx: DbSession, context: SeedContext): Promise<void> {
  for (const [index, campaign] of campaignSeeds.entries()) {
    const id = index + 1;
    const slug = slugify(campaign.title);
    const { image, desktop, mobile } = await campaignPictures(tx, 'campaigns', slug, {
      title: campaign.title,
      subtitle: campaign.description,
      glyph: campaign.glyph,
      tone: id + 4,
    });
    await tx.query(
      `INSERT INTO campaigns (id, slug, title, description, image_path, banner_desktop_path,
         banner_mobile_path, start_at, end_at, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        slug,
        campaign.title,
        `<p>${campaign.description}</p>`,
        image,
        desktop,
        mobile,
        context.daysFromAnchor(-10 - id),
        context.daysFromAnchor(30 + id * 5),
        id,
      ],
    );
    for (const [position, promoId] of campaign.promoIds.entries()) {
      await tx.query(
        'INSERT INTO campaign_promos (campaign_id, promo_id, position) VALUES ($1, $2, $3)',
        [id, promoId, position + 1],
      );
    }
  }
  for (const [index, campaign] of eventCampaignSeeds.entries()) {
    const id = index + 1;
    const slug = slugify(campaign.title);
    const { image, desktop, mobile } = await campaignPictures(tx, 'campaign-events', slug, {
      title: campaign.title,
      subtitle: campaign.description,
      glyph: campaign.glyph,
      tone: id + 1,
    });
    await tx.query(
      `INSERT INTO event_campaigns (id, slug, title, description, image_path, banner_desktop_path,
         banner_mobile_path, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, slug, campaign.title, `<p>${campaign.description}</p>`, image, desktop, mobile, id],
    );
    for (const [position, eventId] of campaign.eventIds.entries()) {
      await tx.query(
        'INSERT INTO event_campaign_events (event_campaign_id, event_id, position) VALUES ($1, $2, $3)',
        [id, eventId, position + 1],
      );
    }
  }
}

const UNSAFE_HTML =
  '<p>Hati-hati dengan pesan yang meminta kode OTP atau kata sandi.</p>' +
  // Deliberately unsafe markup: the site must strip both before rendering.
  '<script>alert("xss")</script>' +
  '<img src="x" onerror="alert(\'xss\')" alt="contoh">';

function articleBody(title: string, tags: readonly string[], unsafe: boolean): string {
  return (
    `<h2>${title}</h2>` +
    '<p>Sebagai member MyValue, kamu bisa mendapatkan lebih banyak manfaat dari setiap transaksi. ' +
    'Berikut beberapa hal yang perlu kamu ketahui.</p>' +
    '<ul><li>Selalu cek masa berlaku voucher sebelum berbelanja.</li>' +
    '<li>Gunakan poin sebelum tanggal kedaluwarsa.</li>' +
    '<li>Ikuti event komunitas untuk kejutan menarik.</li></ul>' +
    (unsafe ? UNSAFE_HTML : '') +
    `<blockquote>Topik: ${tags.map((tag) => `#${tag}`).join(' ')}</blockquote>` +
    '<p>Baca juga artikel lain dan temukan <a href="/promo">promo terbaru</a> setiap minggu.</p>'
  );
}

async function seedArticles(tx: DbSession, context: SeedContext): Promise<void> {
  for (const category of articleCategorySeeds) {
    await tx.query('INSERT INTO article_categories (id, slug, title) VALUES ($1, $2, $3)', [
      category.id,
      category.slug,
      category.title,
    ]);
  }
  const random = context.random('content-articles');
  const authors = ['Redaksi MyValue', 'Dina Pratiwi', 'Andi Wijaya', 'Rina Kusuma'];
  for (const [index, article] of articleSeeds.entries()) {
    const id = index + 1;
    const slug = slugify(article.title);
    const category = articleCategorySeeds.find((row) => row.id === article.categoryId)!;
    const image = await picture(
      tx,
      `articles/${slug}.jpg`,
      { title: article.title, subtitle: category.title, glyph: article.glyph, tone: id },
      800,
      450,
    );
    await tx.query(
      `INSERT INTO articles (id, slug, category_id, title, image_path, summary, content, tags,
         author, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        slug,
        article.categoryId,
        article.title,
        image,
        `${article.title}: rangkuman singkat untuk member MyValue.`,
        articleBody(article.title, article.tags, index === UNSAFE_ARTICLE_INDEX),
        article.tags,
        random.pick(authors),
        // Newest first by id: article 1 is the most recent.
        context.daysFromAnchor(-id * 3, 9),
      ],
    );
  }
}

async function seedHome(tx: DbSession, context: SeedContext): Promise<void> {
  for (const [index, banner] of bannerSeeds.entries()) {
    const id = index + 1;
    const look = { title: banner.title, subtitle: banner.subtitle, glyph: banner.glyph, tone: id };
    const desktop = await picture(tx, `banners/banner-${id}-desktop.jpg`, look, 1440, 480);
    const mobile = await picture(tx, `banners/banner-${id}-mobile.jpg`, look, 750, 420);
    await tx.query(
      `INSERT INTO banners (id, title, link, image_desktop_path, image_mobile_path, position)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, banner.title, banner.link, desktop, mobile, id],
    );
  }
  await tx.query(
    `INSERT INTO announcements (id, title, content, link, starts_at, ends_at)
     VALUES (1, $1, $2, $3, $4, $5)`,
    [
      'Poin kamu bisa kedaluwarsa',
      'Poin yang diperoleh 12 bulan lalu akan hangus di akhir bulan ini. Tukarkan sekarang dengan voucher favoritmu.',
      '/account/poin',
      context.daysFromAnchor(-1),
      context.daysFromAnchor(30),
    ],
  );
  const qrPath = 'app/download-qr.svg';
  const appLink = 'https://myvalue.contoh.id/app';
  await svg(tx, qrPath, renderQrLikeSvg(appLink, 'Pindai untuk mengunduh aplikasi MyValue'));
  await tx.query(
    `INSERT INTO app_links (id, play_store, app_store, app_link, qr_image_path)
     VALUES (1, $1, $2, $3, $4)`,
    [
      'https://play.google.com/store/apps/details?id=id.contoh.myvalue',
      'https://apps.apple.com/id/app/myvalue/id0000000000',
      'myvalue://open',
      qrPath,
    ],
  );
}

/** The public content: merchants, promos, events, campaigns, articles and home content. */
export const contentSeed: Seed = {
  id: 'content',
  async run(tx, context) {
    await seedMerchants(tx, context);
    await seedPromos(tx, context);
    await seedEvents(tx, context);
    await seedCampaigns(tx, context);
    await seedArticles(tx, context);
    await seedHome(tx, context);
  },
};
