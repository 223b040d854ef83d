import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the words of an HTML fragment, one space apart, entities decoded', () => {
    expect(
      htmlToText('<p>Promo <strong>hemat</strong>&nbsp;&amp; seru</p>\n<p>di akhir bulan</p>'),
    ).toBe('Promo hemat & seru di akhir bulan');
  });

  it('cuts a long text at the limit with an ellipsis', () => {
    const text = htmlToText(`<p>${'kata '.repeat(50)}</p>`, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });
});
