import ical, { type VEvent } from 'node-ical';
import { describe, expect, it, vi } from 'vitest';
import { useHarness, type Harness } from '../../test-support/harness.js';
import { BUDI, SITI, signInNewMember, useSignedIn } from '../../test-support/sign-in.js';
import { calendarIcs } from './ics.js';

const FEED = `calendarFeed { url webcalUrl }`;
const CREATE = `mutation { createCalendarFeed { ok error { code } ${FEED} } }`;
const ROTATE = `mutation { rotateCalendarFeed { ok error { code } ${FEED} } }`;
const VIEWER_FEED = `{ viewer { ${FEED} } }`;

interface Feed {
  url: string;
  webcalUrl: string;
}

async function issue(harness: Harness, mutation: string, cookie?: string) {
  const { body } = await harness.graphql(mutation, undefined, cookie);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data as Record<string, unknown>)[0] as {
    ok: boolean;
    error: { code: string } | null;
    calendarFeed: Feed | null;
  };
}

/** The feed at a link's address, as a calendar app fetches it: no cookie. */
const fetchFeed = (harness: Harness, url: string) =>
  harness.app.inject({ method: 'GET', url: new URL(url).pathname });

/** The events of an `.ics`, parsed by a calendar library. */
function eventsOf(text: string): VEvent[] {
  const parsed = ical.sync.parseICS(text);
  return Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
}

/** An event's URL (node-ical keeps its VALUE parameter beside it). */
const urlOf = (event: VEvent) => {
  const url: unknown = event.url;
  return typeof url === 'string' ? url : (url as { val: string }).val;
};

/** An all-day event's day (node-ical makes it local midnight). */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The Jakarta day of an ISO instant. */
const jakartaDay = (iso: string) =>
  new Date(Date.parse(iso) + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('calendarIcs', () => {
  const snapshot = {
    batches: [
      // Yesterday in Jakarta: past, left out.
      { point: 50, expiredDate: '2026-11-25T16:59:59.000Z' },
      // The month's last second in Jakarta is 30 Nov there, 16:59 UTC.
      { point: 15400, expiredDate: '2026-11-30T16:59:59.000Z' },
    ],
    vouchers: [{ id: 'a1b2', title: 'Diskon Kopi', validTo: '2026-12-01T17:30:00.000Z' }],
  };
  // 09:00 on 26 Nov in Jakarta.
  const now = new Date('2026-11-26T02:00:00Z');

  it('writes an all-day event per upcoming batch and voucher, on its Jakarta day', () => {
    const events = eventsOf(calendarIcs(snapshot, 'https://myvalue.test', 'MyValue', now));
    expect(
      events.map((event) => [String(event.summary), event.datetype, dayOf(event.start)]),
    ).toEqual([
      ['15.400 poin MyValue hangus', 'date', '2026-11-30'],
      ['Voucher Diskon Kopi berakhir', 'date', '2026-12-02'],
    ]);
    expect(events.map(urlOf)).toEqual([
      'https://myvalue.test/account/poin',
      'https://myvalue.test/account/voucher',
    ]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
  });
});

describe('the calendar link', () => {
  const harness = useHarness();
  const budi = useSignedIn(harness, BUDI);
  const siti = useSignedIn(harness, SITI);

  it("serves Budi's batches and vouchers ending as an .ics, without a session", async () => {
    expect((await harness.graphql(VIEWER_FEED, undefined, budi.cookie)).body.data).toEqual({
      viewer: { calendarFeed: null },
    });
    const created = await issue(harness, CREATE, budi.cookie);
    expect(created).toMatchObject({ ok: true, error: null });
    const feed = created.calendarFeed!;
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    // Asked again, the same link; and the viewer shows it.
    expect((await issue(harness, CREATE, budi.cookie)).calendarFeed).toEqual(feed);
    expect((await harness.graphql(VIEWER_FEED, undefined, budi.cookie)).body.data).toEqual({
      viewer: { calendarFeed: feed },
    });

    const response = await fetchFeed(harness, feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const events = eventsOf(response.body);

    const { body } = await harness.graphql(
      `{ viewer { pointExpirySchedule { batches { point expiredDate } } } }`,
      undefined,
      budi.cookie,
    );
    const batches: { point: number; expiredDate: string }[] =
      body.data.viewer.pointExpirySchedule.batches;
    expect(batches.length).toBeGreaterThanOrEqual(3);
    const pointEvents = events.filter((event) => event.uid.startsWith('poin-'));
    expect(pointEvents.map((event) => [dayOf(event.start), String(event.summary)])).toEqual(
      batches.map((batch) => [
        jakartaDay(batch.expiredDate),
        `${new Intl.NumberFormat('id-ID').format(batch.point)} poin MyValue hangus`,
      ]),
    );
    expect(pointEvents.every((event) => event.datetype === 'date')).toBe(true);
    const voucherEvents = events.filter((event) => event.uid.startsWith('voucher-'));
    // His active vouchers (the bell's MVB-AKTIF-01 ends this week), each linking to the wallet;
    // no voucher code anywhere in the feed (a code is redeemable).
    expect(voucherEvents.length).toBeGreaterThan(0);
    for (const event of voucherEvents) {
      expect(urlOf(event)).toBe(`${new URL(feed.url).origin}/account/voucher`);
    }
    expect(response.body).not.toContain('MVB-AKTIF');
    expect(voucherEvents.every((event) => String(event.summary).startsWith('Voucher '))).toBe(true);
  });

  it("gives Siti's feed no events", async () => {
    const { calendarFeed } = await issue(harness, CREATE, siti.cookie);
    const response = await fetchFeed(harness, calendarFeed!.url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(eventsOf(response.body)).toEqual([]);
  });

  it('rotates: the old address is 404 at once, the new one serves', async () => {
    const before = (await issue(harness, CREATE, budi.cookie)).calendarFeed!;
    const rotated = await issue(harness, ROTATE, budi.cookie);
    expect(rotated.ok).toBe(true);
    const after = rotated.calendarFeed!;
    expect(after.url).not.toBe(before.url);
    expect((await fetchFeed(harness, before.url)).statusCode).toBe(404);
    const fresh = await fetchFeed(harness, after.url);
    expect(fresh.statusCode).toBe(200);
    expect(eventsOf(fresh.body).length).toBeGreaterThan(0);
    expect((await harness.graphql(VIEWER_FEED, undefined, budi.cookie)).body.data).toEqual({
      viewer: { calendarFeed: after },
    });
  });

  it('serves what the site last saw while the member was signed in', async () => {
    const member = await signInNewMember(harness);
    const { calendarFeed } = await issue(harness, CREATE, member.cookie);
    expect(eventsOf((await fetchFeed(harness, calendarFeed!.url)).body)).toEqual([]);
    const claim = await harness.graphql(
      `mutation { claimVoucher(promoId: "1") { ok voucher { code } } }`,
      undefined,
      member.cookie,
    );
    expect(claim.body.data.claimVoucher.ok).toBe(true);
    const code: string = claim.body.data.claimVoucher.voucher.code;
    // Still the snapshot taken when the link was made…
    expect(eventsOf((await fetchFeed(harness, calendarFeed!.url)).body)).toEqual([]);
    // …until a page's header (the bell) reads the member's expiries.
    await harness.graphql(`{ viewer { notifications { unreadCount } } }`, undefined, member.cookie);
    await vi.waitFor(async () => {
      const body = (await fetchFeed(harness, calendarFeed!.url)).body;
      expect(eventsOf(body).map(urlOf)).toEqual([
        `${new URL(calendarFeed!.url).origin}/account/voucher`,
      ]);
      expect(body).not.toContain(code);
    });
  });

  it('refuses a visitor both mutations', async () => {
    for (const mutation of [CREATE, ROTATE]) {
      expect(await issue(harness, mutation)).toEqual({
        ok: false,
        error: { code: 'UNAUTHENTICATED' },
        calendarFeed: null,
      });
    }
  });

  it('answers 404 for an unknown or malformed token', async () => {
    for (const path of [
      `/kalender/${'A'.repeat(43)}.ics`,
      `/kalender/${'A'.repeat(43)}`,
      '/kalender/pendek.ics',
    ]) {
      const response = await harness.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('makes and replaces the link by the page form, without JavaScript', async () => {
    const post = (aksi: string, headers: Record<string, string> = {}) =>
      harness.app.inject({
        method: 'POST',
        url: '/account/poin/kalender',
        headers: { cookie: siti.cookie, ...headers },
        payload: `aksi=${aksi}`,
      });
    const url = async () =>
      (await harness.graphql(VIEWER_FEED, undefined, siti.cookie)).body.data.viewer.calendarFeed
        ?.url as string;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const made = await post('buat', form);
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toBe('/account/poin#kalender');
    const first = await url();
    expect(first).toBeTruthy();
    expect((await post('baru', form)).statusCode).toBe(303);
    const second = await url();
    expect(second).not.toBe(first);
    expect((await fetchFeed(harness, first)).statusCode).toBe(404);
    // Another site's form is refused; so is an unknown action.
    expect((await post('baru', { ...form, origin: 'https://jahat.test' })).statusCode).toBe(403);
    expect((await post('hapus', form)).statusCode).toBe(400);
    expect(await url()).toBe(second);
  });
});
