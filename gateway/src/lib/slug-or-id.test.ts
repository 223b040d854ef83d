import { describe, expect, it } from 'vitest';
import { parseSlugOrId } from './slug-or-id.js';

describe('parseSlugOrId', () => {
  it('reads an all-digit value as an id', () => {
    expect(parseSlugOrId('42')).toEqual({ id: 42 });
  });

  it('reads anything else as a slug', () => {
    expect(parseSlugOrId('kuliner')).toEqual({ slug: 'kuliner' });
    expect(parseSlugOrId('12-kuliner')).toEqual({ slug: '12-kuliner' });
    expect(parseSlugOrId('12a')).toEqual({ slug: '12a' });
  });

  it('reads digits past the largest id as naming nothing', () => {
    expect(parseSlugOrId('2147483647')).toEqual({ id: 2147483647 });
    expect(parseSlugOrId('2147483648')).toBeNull();
    expect(parseSlugOrId('99999999999999999999')).toBeNull();
  });
});
