import { describe, expect, it } from 'vitest';
import { daysUntil } from '../../lib/jakarta-day';
import { expiryWarning } from './voucher-expiry';

// 10 Nov 2026, 23.30 in Jakarta.
const now = new Date('2026-11-10T16:30:00Z');

describe("daysUntil of a voucher's end", () => {
  it('counts Jakarta calendar days, not 24-hour spans', () => {
    // 11 Nov 00.30 Jakarta: one hour away, but tomorrow.
    expect(daysUntil('2026-11-10T17:30:00Z', now)).toBe(1);
    // 10 Nov 23.59 Jakarta: today.
    expect(daysUntil('2026-11-10T16:59:00Z', now)).toBe(0);
    expect(daysUntil('2026-11-13T16:59:00Z', now)).toBe(3);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('not a date', now)).toBeNull();
  });
});

describe('expiryWarning', () => {
  it('warns under 7 days only', () => {
    expect(expiryWarning('2026-11-10T16:59:00Z', now)).toBe('Berakhir hari ini');
    expect(expiryWarning('2026-11-11T10:00:00Z', now)).toBe('Berakhir dalam 1 hari');
    expect(expiryWarning('2026-11-16T16:59:00Z', now)).toBe('Berakhir dalam 6 hari');
    expect(expiryWarning('2026-11-17T16:59:00Z', now)).toBeNull();
    expect(expiryWarning('2026-11-09T16:59:00Z', now)).toBeNull();
  });
});
