import { describe, expect, it } from 'vitest';
import { addDays, daysUntil, jakartaDay } from './jakarta-day';

describe('Jakarta days', () => {
  it('reads the day in Jakarta, not UTC', () => {
    expect(jakartaDay('2026-11-30T16:59:59.000Z')).toBe('2026-11-30');
    expect(jakartaDay('2026-11-30T17:00:00.000Z')).toBe('2026-12-01');
  });

  it('counts whole days to a date', () => {
    const now = new Date('2026-11-22T22:00:00.000Z'); // 23 Nov, 05.00 WIB
    expect(daysUntil('2026-11-30T16:59:59.000Z', now)).toBe(7);
    expect(daysUntil('2026-11-23T10:00:00.000Z', now)).toBe(0);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('nanti', now)).toBeNull();
  });

  it('adds days across months', () => {
    expect(addDays('2026-11-22', -30)).toBe('2026-10-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
