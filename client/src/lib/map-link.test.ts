import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './map-link';

describe('mapSearchUrl', () => {
  const venue = { name: 'Taman Budaya', address: 'Jl. Merdeka No. 1', city: 'Bandung' };
  it('pins the coordinates when known', () => {
    expect(mapSearchUrl({ ...venue, latitude: -6.9, longitude: 107.6 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-6.9%2C107.6',
    );
  });
  it('searches the name and address otherwise', () => {
    expect(mapSearchUrl({ ...venue, latitude: null, longitude: null })).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Taman Budaya, Jl. Merdeka No. 1, Bandung')}`,
    );
  });
});
