import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

describe('notificationText', () => {
  // 23:30 in Jakarta on 26 Nov: "tomorrow" starts in half an hour.
  const now = new Date('2026-11-26T16:30:00Z');

  it('counts Jakarta calendar days to an expiry: hari ini, besok, dalam N hari', () => {
    const points = (date: string) =>
      notificationText({ kind: 'POINTS_EXPIRING', point: 15400, date }, now);
    expect(points('2026-11-26T16:59:59Z')).toEqual({
      headline: '15.400 poin hangus hari ini',
      detail: 'Tukarkan dengan voucher sebelum 26 Nov 2026',
    });
    expect(points('2026-11-27T02:00:00Z').headline).toBe('15.400 poin hangus besok');
    expect(points('2026-11-30T16:59:59Z').headline).toBe('15.400 poin hangus dalam 4 hari');
  });

  it('names the voucher, the event and the claim', () => {
    expect(
      notificationText(
        { kind: 'VOUCHER_ENDING', title: 'Diskon Kopi', date: '2026-11-28T16:59:00Z' },
        now,
      ),
    ).toEqual({
      headline: 'Voucher berakhir dalam 2 hari',
      detail: 'Diskon Kopi · berlaku s/d 28 Nov 2026',
    });
    expect(
      notificationText({
        kind: 'EVENT_TOMORROW',
        title: 'Malam Jazz',
        date: '2026-11-27T12:00:00Z',
      }),
    ).toEqual({ headline: 'Acara besok, pukul 19.00', detail: 'Malam Jazz' });
    expect(
      notificationText({ kind: 'CLAIM_MADE', title: 'Diskon Kopi', date: '2026-11-25T03:00:00Z' }),
    ).toEqual({ headline: 'Voucher berhasil diklaim', detail: 'Diskon Kopi · 25 Nov 2026' });
  });
});
