// Hostile text on every route answers 400 with the error body, never a 500 (untrusted-input.ts).
import { describe, expect, it } from 'vitest';
import { useTestUpstream } from '../testing/test-upstream.js';

const upstream = useTestUpstream();
const LONG = 'x'.repeat(3000);

function expectRefusal(response: { statusCode: number; json: () => unknown }, url: string) {
  expect(response.statusCode, url).toBe(400);
  expect(response.json(), url).toMatchObject({
    errorCode: expect.any(String),
    detail: expect.stringMatching(/^Permintaan tidak valid/),
  });
}

describe('hostile text in a URL', () => {
  it.each([
    '/content/v1/promos?category=x%00y',
    '/content/v1/promos?merchant=%2Fe%00',
    '/content/v1/search?q=abc%00',
    '/content/v1/articles?category=%00',
    '/content/v1/promos/a%00b',
    '/content/v1/promos/slug/a%00b',
    '/content/v1/categories/%00',
    '/content/v1/merchants/%C3%28',
    '/content/v1/search?q=%ED%A0%80',
    '/content/v1/search?q=%E0%A4%A',
    '/content/v1/promos?category=a%1Bb',
    '/identity/v1/tiers?x=%7F',
    '/sso/authorize/?state=%00',
    '/storage/banners/%00.svg',
  ])('answers %s with a 400 and the error body', async (url) => {
    expectRefusal(await upstream.app.inject({ url }), url);
  });

  it('answers an over-long path parameter with a 400, not a 414', async () => {
    const url = `/content/v1/promos/${LONG}`;
    expectRefusal(await upstream.app.inject({ url }), 'long slug');
  });

  it('answers an over-long filter with a 400', async () => {
    expectRefusal(
      await upstream.app.inject({ url: `/content/v1/promos?category=${LONG}` }),
      'long filter',
    );
  });

  it.each(['page=1e309', 'page_size=1e309', 'page=-1e309'])(
    'answers a number past any limit (%s) with a 400',
    async (query) => {
      expectRefusal(await upstream.app.inject({ url: `/content/v1/promos?${query}` }), query);
    },
  );

  it('takes tab, newline and any script', async () => {
    const response = await upstream.app.inject({
      url: `/content/v1/search?q=${encodeURIComponent('kopi\tsusu ☕ ร้าน')}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('hostile text in a body', () => {
  it.each([
    ['NUL', 'PT A\u0000'],
    ['a lone surrogate', 'PT \ud800'],
    ['ESC', 'PT \u001b[31m'],
  ])('answers a JSON body holding %s with a 400', async (_name, companyName) => {
    const response = await upstream.app.inject({
      method: 'POST',
      url: '/content/v1/partner-inquiries',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        companyName,
        contactName: 'Ani',
        email: 'ani@contoh.id',
        phone: '081234567890',
        message: 'Kami ingin bermitra.',
      }),
    });
    expectRefusal(response, companyName);
  });

  it('answers a form body holding NUL with a 400', async () => {
    const response = await upstream.app.inject({
      method: 'POST',
      url: '/sso/authorize/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=budi%00%40contoh.id&password=x',
    });
    expectRefusal(response, 'form');
  });
});
