import { describe, expect, it } from 'vitest';
import { eventCostLabel, eventPlaceLabel, formatEventSchedule } from './event-format';

describe('formatEventSchedule', () => {
  it('shows one date with both times when the event is over within the day (Jakarta time)', () => {
    expect(formatEventSchedule('2026-11-23T12:00:00Z', '2026-11-23T16:00:00Z')).toBe(
      '23 Nov 2026, 19.00 – 23.00 WIB',
    );
  });
  it('shows both date-times when it spans days', () => {
    expect(formatEventSchedule('2026-11-23T12:00:00Z', '2026-11-24T03:00:00Z')).toBe(
      '23 Nov 2026, 19.00 WIB – 24 Nov 2026, 10.00 WIB',
    );
  });
  it('shows the start alone when the end is missing or not after it', () => {
    expect(formatEventSchedule('2026-11-23T12:00:00Z', '')).toBe('23 Nov 2026, 19.00 WIB');
    expect(formatEventSchedule('bukan tanggal', '2026-11-23T12:00:00Z')).toBe('');
  });
});

describe('event labels', () => {
  it('says the cost in points or Gratis', () => {
    expect(eventCostLabel(2500)).toBe('2.500 poin');
    expect(eventCostLabel(0)).toBe('Gratis');
  });
  it('names the place, or Online without a venue', () => {
    expect(eventPlaceLabel({ name: 'Taman Budaya', city: 'Bandung' })).toBe(
      'Taman Budaya, Bandung',
    );
    expect(eventPlaceLabel(null)).toBe('Online');
  });
});
