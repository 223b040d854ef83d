import { describe, expect, it } from 'vitest';
import { BUDI, DEMO_PASSWORD } from '../../db/seed/identity.js';
import { signInAs, useSignedIn } from '../../testing/members.js';
import { useTestUpstream } from '../../testing/test-upstream.js';
import { createMember } from '../users/repository.js';
import { earnPoints } from './ledger.js';

const upstream = useTestUpstream();
const budi = useSignedIn(upstream, BUDI.email);
const siti = useSignedIn(upstream, 'siti@contoh.id');

const DAY_MS = 24 * 60 * 60 * 1000;
const jakartaMonth = (iso: string | Date) =>
  new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 7);

interface Batch {
  point: number;
  expiredDate: string;
}

describe('GET /identity/v1/point/expired: the expiry schedule', () => {
  it("lists Budi's batches soonest first, one a month, the first expiring this month", async () => {
    const { status, body } = await upstream.get('/identity/v1/point/expired', { as: budi });
    expect(status).toBe(200);
    const batches: Batch[] = body.batches;
    expect(batches.length).toBeGreaterThanOrEqual(3);
    const times = batches.map((batch) => Date.parse(batch.expiredDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(batches.map((batch) => jakartaMonth(batch.expiredDate))).size).toBe(
      batches.length,
    );
    expect(batches.every((batch) => Number.isInteger(batch.point) && batch.point > 0)).toBe(true);
    expect(jakartaMonth(batches[0]!.expiredDate)).toBe(jakartaMonth(new Date()));
    // The fields SPEC 7 callers already read are the first batch.
    expect(body).toMatchObject({ point: batches[0]!.point, expiredDate: batches[0]!.expiredDate });
    // Every earning Budi still holds lapses within the year: the batches add up to his balance.
    expect(batches.reduce((sum, batch) => sum + batch.point, 0)).toBe(BUDI.balance);
  });

  it('answers no batches for Siti', async () => {
    expect((await upstream.get('/identity/v1/point/expired', { as: siti })).body).toEqual({
      point: 0,
      expiredDate: null,
      batches: [],
    });
  });

  it('adds up earnings that expire together and leaves out those past 12 months', async () => {
    const now = new Date();
    const member = await createMember(upstream.db, {
      firstName: 'Jadwal',
      lastName: 'Poin',
      email: 'jadwal.poin@contoh.id',
      phone: '081200000321',
      password: DEMO_PASSWORD,
      now,
    });
    const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const earn = (points: number, expiresAt: Date, referenceNo: string) =>
      earnPoints(upstream.db, {
        userId: member.id,
        points,
        description: 'Tes',
        referenceNo,
        expiresAt,
      });
    await earn(1_000, inDays(40), 'T-1');
    await earn(500, inDays(40), 'T-2');
    await earn(2_000, inDays(10), 'T-3');
    await earn(700, inDays(360), 'T-4');
    await earn(9_000, inDays(370), 'T-5');

    const as = await signInAs(upstream.app, 'jadwal.poin@contoh.id');
    const { body } = await upstream.get('/identity/v1/point/expired', { as });
    expect(body).toEqual({
      point: 2_000,
      expiredDate: inDays(10).toISOString(),
      batches: [
        { point: 2_000, expiredDate: inDays(10).toISOString() },
        { point: 1_500, expiredDate: inDays(40).toISOString() },
        { point: 700, expiredDate: inDays(360).toISOString() },
      ],
    });
  });
});
