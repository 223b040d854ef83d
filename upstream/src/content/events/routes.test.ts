import { describe, expect, it } from 'vitest';
import { useSignedIn, type SignedIn } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, 'budi@contoh.id');
const siti = useSignedIn(upstream, 'siti@contoh.id');

const register = (id: number, payload: unknown, member?: SignedIn) =>
  upstream.call('POST', `/content/v1/events/${id}/register`, { as: member, payload });

const attendee = (n = 1) => ({
  name: `Peserta ${n}`,
  email: `peserta${n}@contoh.id`,
  phoneNumber: `08123456780${n}`,
});

describe('GET /content/v1/events', () => {
  it('lists upcoming events soonest first by default', async () => {
    const { status, body } = await upstream.get('/content/v1/events?page_size=50');
    expect(status).toBe(200);
    expect(body.count).toBe(8);
    const starts = body.results.map((event: { startAt: string }) => Date.parse(event.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const event of body.results) expect(event.isPast).toBe(false);
    expect(Object.keys(body.results[0]).sort()).toEqual([
      'content',
      'endAt',
      'id',
      'image',
      'isFavorite',
      'isFull',
      'isPast',
      'isRegistered',
      'maxAttendees',
      'pointCost',
      'quota',
      'quotaLeft',
      'shortContent',
      'slug',
      'startAt',
      'title',
      'venue',
    ]);
  });

  it('lists past events latest first, and pages', async () => {
    const past = await upstream.get('/content/v1/events?when=past');
    expect(past.body.count).toBe(4);
    for (const event of past.body.results) expect(event.isPast).toBe(true);
    const all = await upstream.get('/content/v1/events?when=all&page_size=5');
    expect(all.body.count).toBe(12);
    expect(all.body.results).toHaveLength(5);
    expect(all.body.next).toContain('page=2');
    expect((await upstream.get('/content/v1/events?when=soon')).status).toBe(400);
  });

  it('answers one event by slug or id, flags registration for the member', async () => {
    const full = await upstream.get('/content/v1/events/konser-akustik-senja');
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ isFull: true, quotaLeft: 0, isRegistered: false });
    const cooking = await upstream.get('/content/v1/events/kelas-memasak-bersama-chef', {
      as: budi,
    });
    expect(cooking.body.isRegistered).toBe(true);
    expect(
      (await upstream.get(`/content/v1/events/${cooking.body.id}`, { as: budi })).body,
    ).toEqual(cooking.body);
    const missing = await upstream.get('/content/v1/events/tidak-ada');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Event tidak ditemukan' } });
    const attack = encodeURIComponent("' OR 1=1; --");
    expect((await upstream.get(`/content/v1/events/${attack}`)).status).toBe(404);
  });
});

describe('POST /content/v1/events/{id}/register', () => {
  it('needs a bearer token', async () => {
    const { status } = await register(1, {
      eventId: 1,
      pointUsed: 0,
      registrationData: [attendee()],
    });
    expect(status).toBe(401);
  });

  it('registers a member with companions for a free event, once', async () => {
    const before = (await upstream.get('/content/v1/events/1')).body.quotaLeft;
    const payload = { eventId: 1, pointUsed: 0, registrationData: [attendee(1), attendee(2)] };
    const done = await register(1, payload, siti);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({ eventId: 1, pointUsed: 0, event: { isRegistered: true } });
    expect(done.body.code).toMatch(/^EVT-[0-9A-F]{10}$/);
    expect(done.body.registrationData).toHaveLength(2);
    expect(done.body.event.quotaLeft).toBe(before - 2);
    const again = await register(1, payload, siti);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('already_registered');
    const tickets = await upstream.get('/content/v1/voucher-ticket', { as: siti });
    expect(tickets.body.results.map((t: { code: string }) => t.code)).toContain(done.body.code);
  });

  it('refuses a full event', async () => {
    const { status, body } = await register(
      2,
      { eventId: 2, pointUsed: 0, registrationData: [attendee()] },
      budi,
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ errorCode: 'quota_full', detail: 'Kuota event sudah penuh' });
  });

  it('charges points, and refuses a member who lacks them', async () => {
    const poor = await register(
      3,
      { eventId: 3, pointUsed: 2500, registrationData: [attendee()] },
      siti,
    );
    expect(poor.status).toBe(409);
    expect(poor.body).toMatchObject({
      errorCode: 'insufficient_points',
      detail: 'Poin kamu tidak cukup',
    });
    expect((await upstream.get('/content/v1/events/3', { as: siti })).body.isRegistered).toBe(
      false,
    );

    const wrongPrice = await register(
      3,
      { eventId: 3, pointUsed: 2500, registrationData: [attendee(1), attendee(2)] },
      budi,
    );
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.body.errorCode).toBe('invalid_registration');

    const paid = await register(
      3,
      { eventId: 3, pointUsed: 2500, registrationData: [attendee()] },
      budi,
    );
    expect(paid.status).toBe(201);
    expect(paid.body.pointUsed).toBe(2500);
  });

  it('refuses a past event', async () => {
    const { status, body } = await register(
      9,
      { eventId: 9, pointUsed: 0, registrationData: [attendee()] },
      siti,
    );
    expect(status).toBe(409);
    expect(body.errorCode).toBe('event_ended');
  });

  it.each([
    ['a bad phone', { ...attendee(), phoneNumber: '12345' }, 'Nomor HP peserta 1'],
    ['a foreign phone', { ...attendee(), phoneNumber: '+6591234567' }, 'Nomor HP peserta 1'],
    ['a bad e-mail', { ...attendee(), email: 'bukan-email' }, 'e-mail peserta 1'],
    ['an empty name', { ...attendee(), name: ' ' }, 'Nama peserta 1'],
  ])('answers 400 in Indonesian for %s', async (_label, person, detail) => {
    const { status, body } = await register(
      6,
      { eventId: 6, pointUsed: 0, registrationData: [person] },
      siti,
    );
    expect(status).toBe(400);
    expect(body.errorCode).toBe('invalid_registration');
    expect(body.detail).toContain(detail);
  });

  it('answers 400 for a malformed body or a mismatched event id, 404 for an unknown event', async () => {
    expect(
      (await register(6, { eventId: 6, pointUsed: 0, registrationData: [] }, siti)).status,
    ).toBe(400);
    expect(
      (await register(6, { eventId: '6; DROP TABLE events', pointUsed: 0 }, siti)).status,
    ).toBe(400);
    const mismatch = await register(
      6,
      { eventId: 7, pointUsed: 0, registrationData: [attendee()] },
      siti,
    );
    expect(mismatch.body.errorCode).toBe('invalid_registration');
    const unknown = await register(
      9999,
      { eventId: 9999, pointUsed: 0, registrationData: [attendee()] },
      siti,
    );
    expect(unknown.status).toBe(404);
    const sqlName = await register(
      6,
      {
        eventId: 6,
        pointUsed: 0,
        registrationData: [{ ...attendee(), name: "Robert'); DROP TABLE events;--" }],
      },
      siti,
    );
    expect(sqlName.status).toBe(201);
    expect(sqlName.body.registrationData[0].name).toBe("Robert'); DROP TABLE events;--");
    expect((await upstream.get('/content/v1/events?when=all')).body.count).toBe(12);
  });
});
