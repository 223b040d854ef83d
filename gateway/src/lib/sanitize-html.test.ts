import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, siteHostsOf } from './sanitize-html.js';

const clean = createHtmlSanitizer({ siteHosts: ['www.myvalue.id', 'localhost:8080'] });

describe('sanitising content HTML', () => {
  it('keeps the markup of promo terms and articles', () => {
    const html =
      '<h2>Judul</h2><h3>Sub</h3><h4>Kecil</h4><p>Teks <strong>tebal</strong> <em>miring</em> ' +
      '<b>b</b> <i>i</i> <u>u</u><br></p><ul><li>satu</li></ul><ol start="3"><li>tiga</li></ol>' +
      '<blockquote>kutipan</blockquote>' +
      '<table><thead><tr><th colspan="2">Hari</th></tr></thead>' +
      '<tbody><tr><td>Senin</td><td>Buka</td></tr></tbody></table>';
    expect(clean(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, iframes and their content', () => {
    expect(
      clean(
        '<p>a</p><script>alert("xss")</script><style>p{color:red}</style>' +
          '<iframe src="https://evil.example/">fallback</iframe><noscript>x</noscript><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, styles and classes, keeping the element', () => {
    expect(
      clean(
        '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="contoh" width="10" height="20" style="x" class="y">' +
          '<p onclick="alert(1)" style="color:red" class="c" id="i">teks</p>',
      ),
    ).toBe(
      '<img src="https://cdn.example/a.png" alt="contoh" width="10" height="20" loading="lazy" />' +
        '<p>teks</p>',
    );
  });

  it('drops links and images with a scheme other than http(s), mailto or tel', () => {
    expect(clean('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(clean('<a href="JaVaScRiPt&#58;alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(clean('<a href="data:text/html,x">klik</a>')).toBe('<a>klik</a>');
    expect(clean('<img src="javascript:alert(1)">')).toBe('<img loading="lazy" />');
    expect(clean('<img src="mailto:a@b.c">')).toBe('<img loading="lazy" />');
    expect(clean('<a href="mailto:cs@myvalue.id">surel</a>')).toBe(
      '<a href="mailto:cs@myvalue.id">surel</a>',
    );
    expect(clean('<a href="tel:+6281100000000">telepon</a>')).toBe(
      '<a href="tel:+6281100000000">telepon</a>',
    );
  });

  it('opens links to other hosts apart, and leaves site links as they are', () => {
    expect(clean('<a href="https://partner.example/promo" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://partner.example/promo" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/promo" target="_blank">x</a>')).toBe('<a href="/promo">x</a>');
    expect(clean('<a href="https://www.myvalue.id/promo">x</a>')).toBe(
      '<a href="https://www.myvalue.id/promo">x</a>',
    );
    expect(clean('<a href="http://localhost:8080/article">x</a>')).toBe(
      '<a href="http://localhost:8080/article">x</a>',
    );
    // Protocol-relative addresses name another host: dropped rather than guessed at.
    expect(clean('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the text of unknown tags and escapes stray markup', () => {
    expect(clean('<div><span>teks</span> <font>lama</font></div>')).toBe('teks lama');
    expect(clean('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('knows the site hosts from the configuration', () => {
    expect(
      siteHostsOf({
        publicUrl: 'https://myvalue.id',
        public: { productionHost: 'www.myvalue.id' },
      }),
    ).toEqual(['www.myvalue.id', 'myvalue.id']);
    expect(siteHostsOf({ publicUrl: undefined, public: { productionHost: 'a.id' } })).toEqual([
      'a.id',
    ]);
  });
});
