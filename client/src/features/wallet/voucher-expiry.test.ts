import { describe, expect, it } from 'vitest';
import { daysLeft, expiryWarning } from './voucher-expiry';

// 10 Nov 2026, 23.30 in Jakarta.
const now = new Date('2026-11-10T16:30:00Z');

describe('daysLeft', () => {
  it('counts Jakarta calendar days, not 24-hour spans', () => {
    // 11 Nov 00.30 Jakarta: one hour away, but tomorrow.
    expect(daysLeft('2026-11-10T17:30:00Z', now)).toBe(1);
    // 10 Nov 23.59 Jakarta: today.
    expect(daysLeft('2026-11-10T16:59:00Z', now)).toBe(0);
    expect(daysLeft('2026-11-13T16:59:00Z', now)).toBe(3);
    expect(daysLeft(null, now)).toBeNull();
    expect(daysLeft('not a date', now)).toBeNull();
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
