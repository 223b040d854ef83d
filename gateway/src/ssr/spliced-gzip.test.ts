import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce, NONCE_LENGTH } from '../security/content-security-policy.js';
import {
  createSplicedGzipCache,
  prepareSplicedGzip,
  splicedGzip,
  type PreparedGzip,
} from './spliced-gzip.js';

const PH = 'n0123456789abcdef0123456789abcdef';

/** Prepares `html`, splices `nonce` in, and returns what a browser would read. */
async function roundTrip(html: string, nonce = createNonce()) {
  const prepared = await prepareSplicedGzip(html, PH, NONCE_LENGTH);
  expect(prepared).not.toBeNull();
  const gzip = splicedGzip(prepared!, nonce);
  expect(gzip.length).toBe(prepared!.gzipLength);
  // gunzip checks the CRC-32 and the length in the trailer too.
  return { prepared: prepared!, gzip, text: gunzipSync(gzip).toString('utf8'), nonce };
}

async function expectRoundTrip(html: string) {
  const { text, nonce } = await roundTrip(html);
  expect(text).toBe(html.replaceAll(PH, nonce));
  expect(text).not.toContain(PH);
}

/** A small deterministic pseudo-random generator (mulberry32), for text that varies. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'promo voucher poin belanja hadiah member tukar diskon spesial minggu ini kopi makan siang tiket bioskop pulsa data gratis ongkir cashback hingga berlaku sampai syarat ketentuan Jakarta Bandung Surabaya Medan'.split(
    ' ',
  );

/**
 * A page shaped like the home page: module preloads and scripts carrying the nonce in the head,
 * rows of cards in the body, the data's JSON in a nonced script at the end.
 */
function homeLikePage(): string {
  const next = random(42);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const words = (count: number) => Array.from({ length: count }, pick).join(' ');
  const hex = () => Math.floor(next() * 0xffffffff).toString(16);
  const head = Array.from(
    { length: 14 },
    () => `<link rel="modulepreload" crossorigin href="/assets/chunk-${hex()}.js" nonce="${PH}">`,
  ).join('\n');
  const cards = Array.from(
    { length: 300 },
    (_, index) =>
      `<div class="css-${hex().slice(0, 6)}"><a href="/promo/${words(3).replaceAll(' ', '-')}-${index}" class="css-1x2y3z"><img src="https://cdn.example/images/${hex()}.webp" alt="${words(4)}" loading="lazy" width="320" height="180"><div class="css-9q8w7e"><p class="chakra-text css-0">${words(12)}</p><span class="css-5t6y7u">${Math.floor(next() * 5000)} poin</span></div></a></div>`,
  ).join('');
  const state = JSON.stringify(
    Object.fromEntries(
      Array.from({ length: 300 }, (_, index) => [
        `Promo:${index}`,
        { __typename: 'Promo', id: hex(), title: words(5), points: Math.floor(next() * 5000) },
      ]),
    ),
  );
  return `<!doctype html><html lang="id"><head><meta charset="UTF-8"><meta property="csp-nonce" nonce="${PH}">${head}<script type="module" crossorigin src="/assets/index-${hex()}.js" nonce="${PH}"></script></head><body><div id="root">${cards}</div><script nonce="${PH}">window.__APOLLO_STATE__=${state}</script><script nonce="${PH}">window.__ROUTER__={}</script></body></html>`;
}

describe('a page gzipped once, its nonces spliced in per response', () => {
  it('decodes to the page with the nonce wherever the placeholder was', async () => {
    await expectRoundTrip('<p>no placeholder at all</p>');
    await expectRoundTrip('');
    await expectRoundTrip(`${PH}<script nonce="${PH}">a()</script>${PH}`);
    await expectRoundTrip(PH);
    await expectRoundTrip(`${PH}${PH}<b>between</b>${PH}${PH}${PH}`);
  });

  it('keeps back-references across nonces right on a long, repetitive page', async () => {
    const text = 'Tukar poin MyValue dengan voucher belanja, tiket bioskop dan kopi. '.repeat(3);
    const html = `<html><body>${`<script nonce="${PH}">${text}</script>`.repeat(500)}</body></html>`;
    expect(Buffer.byteLength(html)).toBeGreaterThan(64 * 1024);
    const { prepared, text: decoded, nonce } = await roundTrip(html);
    expect(decoded).toBe(html.replaceAll(PH, nonce));
    // A middle segment is all back-references into the ones before it, across their nonces.
    expect(prepared.segments[250]!.length).toBeGreaterThan(200);
    expect(prepared.compressed[250]!.length).toBeLessThan(24);
  });

  it('splits on the placeholder in multi-byte UTF-8 text', async () => {
    await expectRoundTrip(
      `<h1>Selamat datang 👋🏽</h1>😀${PH}🎉<p>Kumpulkan poin, tukar hadiah — mudah & cepat ✨</p>${PH}日本語`.repeat(
        40,
      ),
    );
  });

  it('gives each nonce its own valid stream', async () => {
    const html = homeLikePage();
    const prepared = (await prepareSplicedGzip(html, PH, NONCE_LENGTH))!;
    const [first, second] = [createNonce(), createNonce()];
    const [a, b] = [splicedGzip(prepared, first!), splicedGzip(prepared, second!)];
    expect(a.equals(b)).toBe(false);
    expect(gunzipSync(a).toString()).toBe(html.replaceAll(PH, first!));
    expect(gunzipSync(b).toString()).toBe(html.replaceAll(PH, second!));
  });

  it('compresses about as well as gzip 9 of the whole page', async () => {
    const { gzip, text } = await roundTrip(homeLikePage());
    const whole = gzipSync(text, { level: 9 }).length;
    expect(gzip.length).toBeLessThan(whole * 1.15);
  });

  it('declines a page holding the filler byte', async () => {
    expect(await prepareSplicedGzip(`<p>a\0b</p>${PH}`, PH, NONCE_LENGTH)).toBeNull();
  });

  it('refuses a nonce of another length', async () => {
    const prepared = (await prepareSplicedGzip(`<p nonce="${PH}"></p>`, PH, NONCE_LENGTH))!;
    expect(() => splicedGzip(prepared, 'short')).toThrow(RangeError);
    expect(() => splicedGzip(prepared, `${createNonce()}x`)).toThrow(RangeError);
  });
});

describe('the prepared pages of the process', () => {
  function cache(prepare: typeof prepareSplicedGzip = prepareSplicedGzip) {
    let calls = 0;
    const spliced = createSplicedGzipCache({
      placeholder: PH,
      nonceLength: NONCE_LENGTH,
      maxBytes: 1024 * 1024,
      keptMs: 60_000,
      prepare: (...args) => {
        calls += 1;
        return prepare(...args);
      },
    });
    return {
      spliced,
      get calls() {
        return calls;
      },
    };
  }

  it('prepares a page in the background, once per version however often it is sent', async () => {
    const memo = cache();
    const page = { html: `<p nonce="${PH}">hallo</p>`, storedAt: Date.now() };
    expect(memo.spliced.get('k', page)).toBeUndefined();
    expect(memo.spliced.get('k', { ...page })).toBeUndefined();
    await memo.spliced.settled();
    const prepared = memo.spliced.get('k', { ...page });
    expect(prepared).toBeDefined();
    expect(gunzipSync(splicedGzip(prepared!, createNonce())).toString()).toMatch(/^<p nonce=/);
    expect(memo.calls).toBe(1);

    // A newer version of the page is prepared anew.
    expect(memo.spliced.get('k', { ...page, storedAt: page.storedAt + 1 })).toBeUndefined();
    expect(memo.calls).toBe(2);
  });

  it('remembers a page that cannot be prepared, or whose preparation failed', async () => {
    const memo = cache();
    const page = { html: '<p>\0</p>', storedAt: Date.now() };
    memo.spliced.get('k', page);
    await memo.spliced.settled();
    expect(memo.spliced.get('k', page)).toBeUndefined();
    expect(memo.calls).toBe(1);

    const failing = cache(async (): Promise<PreparedGzip | null> => {
      throw new Error('out of memory');
    });
    failing.spliced.get('k', page);
    await failing.spliced.settled();
    expect(failing.spliced.get('k', page)).toBeUndefined();
    expect(failing.calls).toBe(1);
  });
});
