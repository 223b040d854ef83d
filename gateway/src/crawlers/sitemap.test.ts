import { describe, expect, it } from 'vitest';
import { escapeXml, renderRobots, renderSitemap } from './sitemap.js';

describe('sitemap and robots text', () => {
  it('escapes what XML needs escaped', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('writes absolute URLs with lastmod where known', () => {
    expect(
      renderSitemap('https://www.myvalue.id', [
        { path: '/' },
        { path: '/article/kopi?a=1&b=2', lastmod: '2026-11-01T08:00:00.000Z' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://www.myvalue.id/</loc></url>\n' +
        '  <url><loc>https://www.myvalue.id/article/kopi?a=1&#38;b=2</loc>' +
        '<lastmod>2026-11-01T08:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('allows all but members, sign-in and APIs, and names the sitemap', () => {
    expect(renderRobots('https://www.myvalue.id')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /redirect',
        'Disallow: /webapi',
        'Disallow: /graphql',
        '',
        'Sitemap: https://www.myvalue.id/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
