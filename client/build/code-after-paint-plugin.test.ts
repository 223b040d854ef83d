import { describe, expect, it } from 'vitest';
import { loadCodeAfterPaint } from './code-after-paint-plugin';

const built = `<html><head>
    <meta property="csp-nonce" nonce="N">
    <script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="/assets/apollo-b.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/react-e.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/router-f.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/shell-c.js" nonce="N">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css" nonce="N">
    <!--app-head-->
  </head><body><div id="root"></div></body></html>`;

describe('the page template loads its code after the first paint', () => {
  const page = loadCodeAfterPaint(built, 'N');

  it('fetches no script from its markup, and keeps the stylesheet', () => {
    expect(page).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css"');
  });

  it('names the preloads in order with the entry last, then the libraries to run before the entry: React, the router, Apollo', () => {
    expect(
      [...page.matchAll(/<meta name="(mv-[a-z]+)" content="([^"]+)">/g)].map((m) => m.slice(1)),
    ).toEqual([
      ['mv-module', '/assets/apollo-b.js'],
      ['mv-module', '/assets/react-e.js'],
      ['mv-module', '/assets/router-f.js'],
      ['mv-module', '/assets/shell-c.js'],
      ['mv-module', '/assets/index-a.js'],
      ['mv-first', '/assets/react-e.js'],
      ['mv-first', '/assets/router-f.js'],
      ['mv-first', '/assets/apollo-b.js'],
      ['mv-entry', '/assets/index-a.js'],
    ]);
  });

  it("names its code before the head the gateway writes, where the route's chunks go", () => {
    expect(page.indexOf('<!--app-head-->')).toBeGreaterThan(page.lastIndexOf('<meta name="mv-'));
  });

  it('ends the body with the loader, under the nonce', () => {
    expect(page).toMatch(
      /<script nonce="N">\(\(\)=>\{[\s\S]+requestAnimationFrame[\s\S]+<\/script>\s*<\/body>/,
    );
  });

  it('fails the build when the template has no place for the head', () => {
    expect(() => loadCodeAfterPaint(built.replace('<!--app-head-->', ''), 'N')).toThrow(
      /expected <!--app-head-->/,
    );
  });

  it('fails the build when the template has no entry script', () => {
    expect(() => loadCodeAfterPaint('<html><head></head><body></body></html>', 'N')).toThrow(
      /expected one entry script/,
    );
  });
});
