import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf, letterAnchor } from './letter-jumps';

describe('merchant A–Z', () => {
  it('groups by initial, A to Z then #, keeping the order inside a group', () => {
    const groups = groupByInitial([
      { name: '7-Eleven' },
      { name: 'kopi senja' },
      { name: 'Apotek' },
      { name: 'Kursus' },
      { name: ' Akademi' },
    ]);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'K', '#']);
    expect(groups[0]!.items.map((item) => item.name)).toEqual(['Apotek', ' Akademi']);
    expect(groups[1]!.items.map((item) => item.name)).toEqual(['kopi senja', 'Kursus']);
  });

  it('puts digits, symbols and letters outside A–Z under #', () => {
    expect(initialOf('Éclair')).toBe('#');
    expect(initialOf('&Co')).toBe('#');
    expect(initialOf('')).toBe('#');
    expect(letterAnchor('#')).toBe('huruf-lain');
    expect(letterAnchor('K')).toBe('huruf-K');
  });
});
