import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatPoint,
  formatPoints,
  formatTime,
  fullName,
  NO_AVATAR,
  parseSlugOrId,
  photoUrl,
  truncateEmail,
} from './format';

describe('formatPoint', () => {
  it('uses Indonesian grouping and no decimals', () => {
    expect(formatPoint(125000)).toBe('125.000');
    expect(formatPoint(1234567.89)).toBe('1.234.567');
    expect(formatPoint(0)).toBe('0');
  });
  it('shows 0 for a missing value', () => {
    expect(formatPoint(null)).toBe('0');
    expect(formatPoint(undefined)).toBe('0');
    expect(formatPoint(Number.NaN)).toBe('0');
  });
});

describe('truncateEmail', () => {
  it('keeps a short address', () => {
    expect(truncateEmail('budi@contoh.id')).toBe('budi@contoh.id');
    expect(truncateEmail('a'.repeat(21))).toBe('a'.repeat(21));
  });
  it('cuts a long one at 21 characters', () => {
    expect(truncateEmail('budi.santoso.panjang@contoh.co.id')).toBe('budi.santoso.panjang@…');
  });
  it('is empty without an address', () => {
    expect(truncateEmail(null)).toBe('');
  });
});

describe('fullName', () => {
  it('capitalises each word', () => {
    expect(fullName('budi', 'SANTOSO')).toBe('Budi Santoso');
    expect(fullName('siti  nur', 'aisyah')).toBe('Siti Nur Aisyah');
  });
  it('tolerates missing parts', () => {
    expect(fullName('budi', null)).toBe('Budi');
    expect(fullName(undefined, '')).toBe('');
  });
});

describe('photoUrl', () => {
  const storage = 'http://127.0.0.1:8090/storage/';
  it('keeps an absolute URL', () => {
    expect(photoUrl('https://cdn.contoh.id/a.jpg', storage)).toBe('https://cdn.contoh.id/a.jpg');
  });
  it('prefixes a path with the storage base', () => {
    expect(photoUrl('/users/1.jpg', storage)).toBe('http://127.0.0.1:8090/storage/users/1.jpg');
    expect(photoUrl('users/1.jpg', storage)).toBe('http://127.0.0.1:8090/storage/users/1.jpg');
  });
  it('falls back to the no-avatar image', () => {
    expect(photoUrl('', storage)).toBe(NO_AVATAR);
    expect(photoUrl(null, storage)).toBe(NO_AVATAR);
  });
});

describe('parseSlugOrId', () => {
  it('reads digits as an id', () => {
    expect(parseSlugOrId('12')).toEqual({ id: 12 });
  });
  it('reads anything else as a slug', () => {
    expect(parseSlugOrId('kuliner')).toEqual({ slug: 'kuliner' });
    expect(parseSlugOrId('12a')).toEqual({ slug: '12a' });
    expect(parseSlugOrId('')).toEqual({ slug: '' });
  });
});

describe('dates and amounts', () => {
  it('shows dates in Indonesian, in Jakarta time', () => {
    // 20:00 UTC on the 22nd is already the 23rd in Jakarta (UTC+7).
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-23T12:00:00Z')).toBe('23 Nov 2026, 19.00 WIB');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
  it('shows a range, or one date for one day', () => {
    expect(formatDateRange('2026-11-01T05:00:00Z', '2026-11-30T05:00:00Z')).toBe(
      '1 Nov 2026 – 30 Nov 2026',
    );
    expect(formatDateRange('2026-11-01T05:00:00Z', '2026-11-01T09:00:00Z')).toBe('1 Nov 2026');
  });
  it('groups points without decimals', () => {
    expect(formatPoints(1000)).toBe('1.000 poin');
    expect(formatPoint(-1234567.8)).toBe('-1.234.567');
  });
});

// The formats are written by hand (format.ts says why); Intl, with Node's full ICU, is the oracle.
describe('the same text as Intl writes for id-ID in Asia/Jakarta', () => {
  const intlDate = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  });
  const intlTime = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });
  const intlNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

  it('for dates and times across the years, every month and around midnight', () => {
    const start = Date.UTC(1999, 11, 31, 16, 59);
    // A step that is not a whole number of hours or days, so the minutes and days vary.
    const step = 7 * 24 * 60 * 60 * 1000 + 3 * 60 * 60 * 1000 + 17 * 60 * 1000;
    for (let time = start; time < Date.UTC(2040, 0, 1); time += step) {
      const date = new Date(time);
      expect(formatDate(date)).toBe(intlDate.format(date));
      expect(formatTime(date)).toBe(intlTime.format(date));
    }
  });

  it('for whole numbers of every length, either sign', () => {
    for (let digits = 1; digits <= 15; digits += 1) {
      for (const value of [
        Number('9'.repeat(digits)),
        10 ** (digits - 1),
        123456789012345 % 10 ** digits,
      ]) {
        expect(formatPoint(value)).toBe(intlNumber.format(value));
        expect(formatPoint(-value)).toBe(intlNumber.format(-value));
      }
    }
  });
});
