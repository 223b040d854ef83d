import { describe, expect, it } from 'vitest';
import type { TicketPayload, VoucherPayload } from '../../upstream/content-types.js';
import { clientBuilt, useHarness, type Harness } from '../../test-support/harness.js';
import { hasRedisServer, useRedis } from '../../test-support/redis.js';
import { BUDI, SITI, signInNewMember, useSignedIn } from '../../test-support/sign-in.js';
import { noticesOf } from './notices.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('noticesOf', () => {
  // 10:00 in Jakarta.
  const now = new Date('2026-11-26T03:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const ticket = (fields: Partial<TicketPayload>): TicketPayload => ({
    type: 'voucher',
    code: 'KODE',
    qrCode: 'MVQR1.KODE.x',
    title: 'Diskon Kopi',
    image: 'https://example.test/a.png',
    subtitle: null,
    slug: 'diskon-kopi',
    validFrom: inDays(-10),
    validTo: inDays(20),
    used: false,
    usedDate: null,
    isExpired: false,
    isCanRedeem: true,
    pointUsed: 0,
    createdDate: inDays(-10),
    ...fields,
  });
  const claim = (code: string, purchasedDate: string) =>
    ({ code, purchasedDate, used: false, promo: { title: `Promo ${code}` } }) as VoucherPayload;

  it('gives each expiry the mark it has reached, in Jakarta days, soonest first', () => {
    const notices = noticesOf(
      {
        expiredPoint: {
          point: 100,
          expiredDate: inDays(0.4),
          batches: [
            // Today, 17:00 Jakarta: the 1-day mark.
            { point: 100, expiredDate: inDays(0.3) },
            { point: 200, expiredDate: inDays(6) },
            { point: 300, expiredDate: inDays(29) },
            // Beyond the 30 days: not yet.
            { point: 400, expiredDate: inDays(45) },
          ],
        },
        tickets: [
          ticket({ code: 'BESOK', validTo: inDays(1) }),
          ticket({ code: 'MINGGU', validTo: inDays(5) }),
          ticket({ code: 'NANTI', validTo: inDays(8) }),
          ticket({ code: 'PAKAI', validTo: inDays(2), used: true }),
        ],
        claimed: [],
      },
      now,
    );
    expect(notices.map(({ id, withinDays }) => [id, withinDays])).toEqual([
      [`poin:1:${inDays(0.3)}`, 1],
      ['voucher:1:BESOK', 1],
      ['voucher:7:MINGGU', 7],
      [`poin:7:${inDays(6)}`, 7],
      [`poin:30:${inDays(29)}`, 30],
    ]);
    expect(notices[0]).toMatchObject({
      kind: 'POINTS_EXPIRING',
      point: 100,
      link: '/account/poin',
    });
    expect(notices[1]).toMatchObject({
      kind: 'VOUCHER_ENDING',
      title: 'Diskon Kopi',
      link: '/account/voucher?kode=BESOK',
    });
  });

  it('lists events starting tomorrow (Jakarta) and the last 7 days’ claims, latest first', () => {
    // Tomorrow 00:30 in Jakarta is still today in UTC.
    const tomorrowEarly = '2026-11-26T17:30:00.000Z';
    const notices = noticesOf(
      {
        expiredPoint: { point: 0, expiredDate: null },
        tickets: [
          ticket({ type: 'event', code: 'EVT-1', slug: 'jazz', validFrom: tomorrowEarly }),
          ticket({ type: 'event', code: 'EVT-2', slug: 'lusa', validFrom: inDays(2) }),
          ticket({ type: 'event', code: 'EVT-3', slug: 'kini', validFrom: inDays(0) }),
        ],
        claimed: [claim('LAMA', inDays(-8)), claim('A', inDays(-3)), claim('B', inDays(-1))],
      },
      now,
    );
    expect(notices.map(({ id, kind, link }) => [id, kind, link])).toEqual([
      ['event:EVT-1', 'EVENT_TOMORROW', '/event/jazz'],
      ['klaim:B', 'CLAIM_MADE', '/account/voucher?kode=B'],
      ['klaim:A', 'CLAIM_MADE', '/account/voucher?kode=A'],
    ]);
  });
});

const NOTIFICATIONS = /* GraphQL */ `
  {
    viewer {
      notifications {
        unreadCount
        items {
          id
          kind
          withinDays
          point
          title
          date
          link
          read
        }
      }
    }
  }
`;

const MARK_READ = /* GraphQL */ `
  mutation ($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      ok
      error {
        code
      }
      viewer {
        notifications {
          unreadCount
        }
      }
    }
  }
`;

const CLAIM = /* GraphQL */ `
  mutation ($promoId: ID!) {
    claimVoucher(promoId: $promoId) {
      ok
      voucher {
        code
      }
    }
  }
`;

interface Item {
  id: string;
  kind: string;
  withinDays: number | null;
  point: number | null;
  title: string | null;
  link: string;
  read: boolean;
}

async function notifications(harness: Harness, cookie: string) {
  const { body } = await harness.graphql(NOTIFICATIONS, undefined, cookie);
  expect(body.errors).toBeUndefined();
  return body.data.viewer.notifications as { unreadCount: number; items: Item[] };
}

async function markRead(harness: Harness, cookie: string, ids: string[]) {
  const { body } = await harness.graphql(MARK_READ, { ids }, cookie);
  expect(body.errors).toBeUndefined();
  return body.data.markNotificationsRead;
}

describe('viewer.notifications over the reference upstream', () => {
  const harness = useHarness();
  const budi = useSignedIn(harness, BUDI);

  it("lists Budi's expiring points, his voucher ending this week and his recent claims", async () => {
    const { unreadCount, items } = await notifications(harness, budi.cookie);
    expect(items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['POINTS_EXPIRING', 'VOUCHER_ENDING', 'CLAIM_MADE']),
    );
    expect(items.find((item) => item.kind === 'POINTS_EXPIRING')).toMatchObject({
      link: '/account/poin',
      title: null,
    });
    expect(items.find((item) => item.kind === 'VOUCHER_ENDING')).toMatchObject({
      withinDays: 7,
      link: '/account/voucher?kode=MVB-AKTIF-01',
    });
    // Bought 1, 3 and 5 days ago, all unused.
    expect(items.filter((item) => item.kind === 'CLAIM_MADE').map((item) => item.link)).toEqual([
      '/account/voucher?kode=MVB-AKTIF-03',
      '/account/voucher?kode=MVB-AKTIF-02',
      '/account/voucher?kode=MVB-AKTIF-01',
    ]);
    expect(unreadCount).toBe(items.length);
    expect(items.every((item) => !item.read)).toBe(true);
  });

  it('marks what the panel showed as read: the count is 0 on the next view', async () => {
    const before = await notifications(harness, budi.cookie);
    const answer = await markRead(harness, budi.cookie, [
      ...before.items.map((item) => item.id),
      'made-up:id',
    ]);
    expect(answer).toEqual({
      ok: true,
      error: null,
      viewer: { notifications: { unreadCount: 0 } },
    });
    const after = await notifications(harness, budi.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));
    expect(after.items.every((item) => item.read)).toBe(true);
  });

  it('gives a new member an empty list; a claim then counts, until it is seen', async () => {
    const member = await signInNewMember(harness);
    expect(await notifications(harness, member.cookie)).toEqual({ unreadCount: 0, items: [] });

    const first = await harness.graphql(CLAIM, { promoId: '1' }, member.cookie);
    expect(first.body.data.claimVoucher.ok).toBe(true);
    const code: string = first.body.data.claimVoucher.voucher.code;
    const afterClaim = await notifications(harness, member.cookie);
    expect(afterClaim.unreadCount).toBe(1);
    expect(afterClaim.items).toEqual([
      expect.objectContaining({
        kind: 'CLAIM_MADE',
        link: `/account/voucher?kode=${code}`,
        read: false,
      }),
    ]);
    await markRead(harness, member.cookie, [afterClaim.items[0]!.id]);
    expect((await notifications(harness, member.cookie)).unreadCount).toBe(0);

    // Another free claim later: only what concerns the new voucher counts (its claim, and its
    // end when that is within the week).
    const second = await harness.graphql(CLAIM, { promoId: '7' }, member.cookie);
    expect(second.body.data.claimVoucher.ok).toBe(true);
    const later = await notifications(harness, member.cookie);
    const unread = later.items.filter((item) => !item.read);
    expect(later.unreadCount).toBe(unread.length);
    expect(unread.map((item) => item.kind)).toContain('CLAIM_MADE');
    expect(new Set(unread.map((item) => item.link))).toEqual(
      new Set([`/account/voucher?kode=${second.body.data.claimVoucher.voucher.code}`]),
    );
    expect(later.items.find((item) => item.id === afterClaim.items[0]!.id)?.read).toBe(true);
  });

  it("lists a registration whose event starts tomorrow, in Jakarta's calendar", async () => {
    const member = await signInNewMember(harness);
    const { body } = await harness.graphql(`{ event(slug: "bazar-buku-murah") { id pointCost } }`);
    const { id, pointCost } = body.data.event;
    const registered = await harness.graphql(
      `mutation ($input: EventRegistrationInput!) { registerForEvent(input: $input) { ok } }`,
      {
        input: {
          eventId: id,
          pointUsed: pointCost,
          attendees: [{ name: 'Uji Coba', email: 'uji@contoh.id', phoneNumber: '081234567890' }],
        },
      },
      member.cookie,
    );
    expect(registered.body.data.registerForEvent.ok).toBe(true);
    expect((await notifications(harness, member.cookie)).items).toEqual([]);

    // The event moved to tomorrow, 19.00 in Jakarta (UTC+7).
    const jakartaMidnight =
      Math.floor((Date.now() + 7 * 3_600_000) / DAY_MS) * DAY_MS - 7 * 3_600_000;
    const startAt = new Date(jakartaMidnight + DAY_MS + 19 * 3_600_000);
    await harness.upstream.app.upstream.db.query(
      'UPDATE events SET start_at = $1, end_at = $2 WHERE id = $3',
      [startAt, new Date(startAt.getTime() + 3 * 3_600_000), Number(id)],
    );
    const { items, unreadCount } = await notifications(harness, member.cookie);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'EVENT_TOMORROW',
        date: startAt.toISOString(),
        link: '/event/bazar-buku-murah',
      }),
    ]);
  });

  it('refuses a visitor and an oversized list without storing anything', async () => {
    const visitor = await harness.graphql(MARK_READ, { ids: ['x'] });
    expect(visitor.body.data.markNotificationsRead).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
      viewer: null,
    });
    const many = Array.from({ length: 101 }, (_, index) => `id-${index}`);
    expect((await markRead(harness, budi.cookie, many)).error).toEqual({
      code: 'validation_error',
    });
  });
});

describe.runIf(clientBuilt)("the header's bell in the server HTML", () => {
  const harness = useHarness({ ssr: true });
  const budi = useSignedIn(harness, BUDI);
  const siti = useSignedIn(harness, SITI);

  const page = async (url: string, cookie?: string) => {
    const response = await harness.app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const bellCount = (html: string) =>
    /data-testid="notification-count"[^>]*>(\d+)</.exec(html)?.[1] ?? null;

  it("shows Budi's count on a public page (filled into the shared shell) and in the account", async () => {
    const { unreadCount } = await notifications(harness, budi.cookie);
    expect(unreadCount).toBeGreaterThan(0);
    for (const url of ['/', '/account']) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        headers: { cookie: budi.cookie },
      });
      // Each is its shared shell with the member's parts filled in.
      expect(response.headers['x-member-shell']).toBe('miss');
      const html = response.body;
      expect(html).toContain('data-testid="notification-bell"');
      expect(bellCount(html)).toBe(String(unreadCount));
    }
  });

  it('shows Siti a bell without a count, and a visitor no bell', async () => {
    const sitis = await page('/', siti.cookie);
    expect(sitis).toContain('data-testid="notification-bell"');
    expect(bellCount(sitis)).toBeNull();
    const visitors = await page('/');
    expect(visitors).not.toContain('notification-bell');
  });

  it('drops the count once the panel was opened, until the next claim', async () => {
    const member = await signInNewMember(harness);
    await harness.graphql(CLAIM, { promoId: '1' }, member.cookie);
    expect(bellCount(await page('/', member.cookie))).toBe('1');
    const { items } = await notifications(harness, member.cookie);
    await markRead(
      harness,
      member.cookie,
      items.map((item) => item.id),
    );
    expect(bellCount(await page('/', member.cookie))).toBeNull();
  });
});

describe.runIf(hasRedisServer())('the read state shared through Redis by two gateways', () => {
  const redis = useRedis();
  const replicaA = useHarness(() => ({ env: { REDIS_URL: redis.url } }));
  const replicaB = useHarness(() => ({ upstreamOf: replicaA, env: { REDIS_URL: redis.url } }));

  it('marked read on one gateway, the other counts 0; Redis away, the bell counts again', async () => {
    const member = await signInNewMember(replicaA);
    await replicaA.graphql(CLAIM, { promoId: '1' }, member.cookie);
    const { items } = await notifications(replicaB, member.cookie);
    expect(items).toHaveLength(1);
    await markRead(replicaA, member.cookie, [items[0]!.id]);
    expect((await notifications(replicaB, member.cookie)).unreadCount).toBe(0);

    await redis.close();
    expect((await notifications(replicaB, member.cookie)).unreadCount).toBe(1);
  });
});
