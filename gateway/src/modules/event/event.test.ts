import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';
import { BUDI, useSignedIn } from '../../test-support/sign-in.js';

const harness = useHarness();
const budi = useSignedIn(harness, BUDI);

const REGISTER = /* GraphQL */ `
  mutation ($input: EventRegistrationInput!) {
    registerForEvent(input: $input) {
      ok
      error {
        code
        message
      }
      registration {
        code
        qrCode
        pointUsed
        attendees {
          name
        }
        event {
          slug
        }
      }
    }
  }
`;

const attendee = { name: 'Budi Santoso', email: 'budi@contoh.id', phoneNumber: '081234567890' };

describe('events', () => {
  it('lists upcoming events soonest first, and past ones', async () => {
    const { body } = await harness.graphql(`
      {
        upcoming: events { items { slug startAt isPast link } pageInfo { totalCount } }
        past: events(when: PAST) { items { isPast } pageInfo { totalCount } }
        all: events(when: ALL) { pageInfo { totalCount } }
      }`);
    expect(body.errors).toBeUndefined();
    const { upcoming, past, all } = body.data;
    expect(upcoming.pageInfo.totalCount).toBe(8);
    expect(past.pageInfo.totalCount).toBe(4);
    expect(all.pageInfo.totalCount).toBe(12);
    const starts = upcoming.items.map((e: { startAt: string }) => e.startAt);
    expect(starts).toEqual([...starts].sort());
    for (const event of upcoming.items) expect(event.isPast).toBe(false);
    for (const event of past.items) expect(event.isPast).toBe(true);
    expect(upcoming.items[0].link).toBe(`/event/${upcoming.items[0].slug}`);
  });

  it('finds one event by slug and id, once each, and null when unknown', async () => {
    const { body } = await harness.graphql(`
      {
        a: event(slug: "konser-akustik-senja") { id isFull quotaLeft venue { name city } content }
        b: event(slug: "konser-akustik-senja") { id }
        c: event(slug: "1") { slug pointCost quota }
        d: event(slug: "tidak-ada") { id }
      }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.a).toMatchObject({ id: '2', isFull: true, quotaLeft: 0 });
    expect(body.data.c).toMatchObject({ slug: 'festival-kuliner-nusantara', pointCost: 0 });
    expect(body.data.d).toBeNull();
    expect(await harness.calls('/content/v1/events/konser-akustik-senja')).toHaveLength(1);
    expect(await harness.calls('/content/v1/events/1')).toHaveLength(1);
  });

  it('tells a member which events they registered for, and a visitor nothing', async () => {
    const QUERY = `{ event(slug: "kelas-memasak-bersama-chef") { isRegistered } }`;
    const visitor = await harness.graphql(QUERY);
    expect(visitor.body.data.event.isRegistered).toBe(false);
    const member = await harness.graphql(QUERY, undefined, budi.cookie);
    expect(member.body.data.event.isRegistered).toBe(true);
  });
});

describe('registerForEvent', () => {
  it('tells a visitor to sign in', async () => {
    const { body } = await harness.graphql(REGISTER, {
      input: { eventId: '1', pointUsed: 0, attendees: [attendee] },
    });
    expect(body.data.registerForEvent).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
  });

  it('gives the upstream refusal as data, in Indonesian', async () => {
    const { body } = await harness.graphql(
      REGISTER,
      { input: { eventId: '2', pointUsed: 0, attendees: [attendee] } },
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.registerForEvent).toMatchObject({
      ok: false,
      error: { code: 'quota_full', message: 'Kuota event sudah penuh' },
      registration: null,
    });
  });

  it('registers a member for a free event', async () => {
    const { body } = await harness.graphql(
      REGISTER,
      { input: { eventId: '1', pointUsed: 0, attendees: [attendee] } },
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    const result = body.data.registerForEvent;
    expect(result.ok).toBe(true);
    expect(result.error).toBeNull();
    expect(result.registration.event.slug).toBe('festival-kuliner-nusantara');
    expect(result.registration.attendees).toEqual([{ name: 'Budi Santoso' }]);
    expect(result.registration.qrCode).toMatch(/^MVQR1\./);
  });

  it('never retries the POST on a 503', async () => {
    await harness.injectFaults([
      { method: 'POST', path: '/content/v1/events/3/register', status: 503, times: 1 },
    ]);
    const { body } = await harness.graphql(
      REGISTER,
      { input: { eventId: '3', pointUsed: 2500, attendees: [attendee] } },
      budi.cookie,
    );
    expect(body.errors[0].extensions.code).toBe('UPSTREAM_ERROR');
    expect(await harness.calls('/content/v1/events/3/register', 'POST')).toHaveLength(1);
  });
});

describe('what a registration answers for the client cache', () => {
  it("gives the member's new balance and the event's seats left", async () => {
    const before = await harness.graphql(
      `{ viewer { point } event(slug: "3") { pointCost quotaLeft isRegistered } }`,
      undefined,
      budi.cookie,
    );
    const { viewer, event } = before.body.data;
    expect(event.isRegistered).toBe(false);
    const { body } = await harness.graphql(
      `mutation ($input: EventRegistrationInput!) {
        registerForEvent(input: $input) {
          ok error { code } viewer { point } event { id quotaLeft isRegistered }
        }
      }`,
      { input: { eventId: '3', pointUsed: event.pointCost, attendees: [attendee] } },
      budi.cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.registerForEvent).toEqual({
      ok: true,
      error: null,
      viewer: { point: viewer.point - event.pointCost },
      event: { id: '3', quotaLeft: event.quotaLeft - 1, isRegistered: true },
    });
  });

  it('gives the event on a refusal too', async () => {
    const { body } = await harness.graphql(
      `mutation ($input: EventRegistrationInput!) {
        registerForEvent(input: $input) { ok error { code } event { id isFull } }
      }`,
      { input: { eventId: '2', pointUsed: 0, attendees: [attendee] } },
      budi.cookie,
    );
    expect(body.data.registerForEvent).toEqual({
      ok: false,
      error: { code: 'quota_full' },
      event: { id: '2', isFull: true },
    });
  });
});
