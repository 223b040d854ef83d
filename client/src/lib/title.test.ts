import { describe, expect, it } from 'vitest';
import { formatTitle } from './title';

describe('formatTitle', () => {
  it('appends the brand', () => {
    expect(formatTitle('Promo', 'MyValue')).toBe('Promo - MyValue');
  });

  it('leaves a title that already starts with the brand', () => {
    expect(formatTitle('MyValue Tier', 'MyValue')).toBe('MyValue Tier');
    expect(formatTitle('myvalue tier', 'MyValue')).toBe('myvalue tier');
  });

  it('falls back to the brand alone', () => {
    expect(formatTitle('', 'MyValue')).toBe('MyValue');
    expect(formatTitle(undefined, 'MyValue')).toBe('MyValue');
  });
});
