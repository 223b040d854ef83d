import { describe, expect, it } from 'vitest';
import { createHeadSink, renderHeadHtml, type ResolvedHead } from './page-head';

const head: ResolvedHead = {
  title: 'Diskon "50%" <Kopi> - MyValue',
  description: 'Hemat & nikmat',
  image: 'https://cdn.example/promo.png',
  canonicalPath: '/promo/kopi',
  type: 'website',
  jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
};

describe('renderHeadHtml', () => {
  const html = renderHeadHtml(head, 'https://www.myvalue.id');

  it('writes the title, description, Open Graph and an absolute canonical', () => {
    expect(html).toContain('<title>Diskon &quot;50%&quot; &lt;Kopi&gt; - MyValue</title>');
    expect(html).toContain('<meta name="description" content="Hemat &amp; nikmat"');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/promo.png"');
    expect(html).toContain('<meta property="og:url" content="https://www.myvalue.id/promo/kopi"');
    expect(html).toContain('<link rel="canonical" href="https://www.myvalue.id/promo/kopi"');
  });

  it('keeps JSON-LD data from closing its script', () => {
    expect(html).toContain('<script type="application/ld+json" data-page-head>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('leaves out tags without a value', () => {
    const bare = renderHeadHtml({ ...head, description: undefined, image: undefined }, '');
    expect(bare).not.toContain('og:image');
    expect(bare).not.toContain('name="description"');
  });
});

describe('image preloads', () => {
  it('keeps the first priority image of the render and writes it as a preload link', () => {
    const sink = createHeadSink();
    sink.report(head);
    sink.preloadImage?.([
      { href: '/img?src=a&w=640', imageSrcSet: '/img?src=a&w=320 320w', imageSizes: '100vw' },
    ]);
    sink.preloadImage?.([{ href: '/img?src=b&w=640' }]);
    const html = renderHeadHtml(sink.head!, '');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/img?src=a&amp;w=640" ' +
        'imagesrcset="/img?src=a&amp;w=320 320w" imagesizes="100vw">',
    );
    expect(html).not.toContain('src=b');
  });
});
