import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test-support/harness.js';

// Every HTML field of the schema, fed hostile markup through the real content API.

const HOSTILE =
  '<p onclick="steal()">Syarat <strong>berlaku</strong>.</p>' +
  '<script>alert("xss")</script>' +
  '<style>body{display:none}</style>' +
  '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="contoh">' +
  '<a href="javascript:alert(1)">klik</a>' +
  '<a href="https://partner.example/info">mitra</a>' +
  '<a href="/promo">promo</a>' +
  '<iframe src="https://evil.example/"></iframe>';

const CLEAN =
  '<p>Syarat <strong>berlaku</strong>.</p>' +
  '<img src="https://cdn.example/a.png" alt="contoh" loading="lazy" />' +
  '<a>klik</a>' +
  '<a href="https://partner.example/info" target="_blank" rel="noopener noreferrer">mitra</a>' +
  '<a href="/promo">promo</a>';

const harness = useHarness();

beforeAll(async () => {
  const { db } = harness.upstream.app.upstream;
  await db.query('UPDATE promos SET content = $1, tnc = $1, how_to_use = $1 WHERE id = 1', [
    HOSTILE,
  ]);
  await db.query('UPDATE events SET content = $1 WHERE id = 1', [HOSTILE]);
  await db.query('UPDATE campaigns SET description = $1 WHERE id = 1', [HOSTILE]);
  await db.query('UPDATE event_campaigns SET description = $1 WHERE id = 1', [HOSTILE]);
  await db.query('UPDATE articles SET content = $1 WHERE id = 1', [HOSTILE]);
});

describe('HTML fields', () => {
  it('come out sanitised from every type that carries one', async () => {
    const { body } = await harness.graphql(`{
      promo(slug: "1") { content tnc howToUse }
      event(slug: "1") { content }
      campaign(slug: "1") { description }
      campaignEvent(slug: "1") { description }
      article(slug: "1") { content }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      promo: { content: CLEAN, tnc: CLEAN, howToUse: CLEAN },
      event: { content: CLEAN },
      campaign: { description: CLEAN },
      campaignEvent: { description: CLEAN },
      article: { content: CLEAN },
    });
  });

  it('are sanitised in lists and nested objects too', async () => {
    const { body } = await harness.graphql(`{
      articles(pageSize: 100) { items { id content } }
      campaign(slug: "1") { promos { id content } }
    }`);
    expect(body.errors).toBeUndefined();
    const article = body.data.articles.items.find((a: { id: string }) => a.id === '1');
    expect(article.content).toBe(CLEAN);
    for (const promo of body.data.campaign.promos) {
      expect(promo.content).not.toMatch(/<script|onerror|onclick|javascript:/i);
    }
  });

  it('strip the script the seed plants in an article on purpose', async () => {
    const { body } = await harness.graphql(
      `{ article(slug: "waspada-penipuan-berkedok-hadiah-poin") { content } }`,
    );
    expect(body.errors).toBeUndefined();
    const { content } = body.data.article;
    expect(content).toContain(
      '<p>Hati-hati dengan pesan yang meminta kode OTP atau kata sandi.</p>',
    );
    expect(content).toContain('<img src="x" alt="contoh" loading="lazy" />');
    expect(content).not.toMatch(/<script|alert|onerror/i);
    expect(content).toContain('<a href="/promo">promo terbaru</a>');
  });
});
