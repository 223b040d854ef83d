import type { Plugin } from 'vite';
import { LIBRARY_CHUNKS } from './first-load-chunks';
import { inlineScript } from './inline-script';

/** The inert tags that name the code; the loader below and the gateway write them. */
export const MODULE_META = 'mv-module';
export const ENTRY_META = 'mv-entry';
const FIRST_META = 'mv-first';

/**
 * How long the code waits for the page's first picture at most: past the LCP target (2.5 s) the
 * picture is late anyway, and a picture that never arrives must not keep the page from going live.
 */
export const FIRST_PICTURE_WAIT_MS = 3000;

/**
 * Inlined at the end of the page's body (it carries the page's nonce, so under 'strict-dynamic'
 * what it inserts may load). It starts the code once the server-rendered page has painted with
 * its first picture (the one image of the page at high priority, its LCP where it has one): the
 * code's downloads would share a slow network with that picture, and compete with its decoding
 * and painting for a slow phone's CPU. The first animation frame runs only once nothing blocks
 * rendering (the stylesheet is in), and a task queued from it runs after that frame. A hidden tab
 * never paints, so it starts at once. The code goes at low priority, behind the other pictures.
 */
const LOADER = `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const add = (element) => {
    element.crossOrigin = '';
    element.nonce = nonce;
    element.fetchPriority = 'low';
    document.head.append(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    // A tag a task: the twenty-odd tags added at once were one task of 6-30 ms on the bench
    // machine, which a phone's slower CPU makes a long one. The libraries first, in the order
    // they run: on HTTP/1.1's six connections the route's small chunks went first and React's,
    // which runs first, was among the last to arrive.
    const hrefs = new Set(
      ['${FIRST_META}', '${MODULE_META}'].flatMap((name) =>
        [...document.querySelectorAll('meta[name="' + name + '"]')].map((meta) => meta.content),
      ),
    );
    for (const href of hrefs) {
      setTimeout(() => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        add(link);
      });
    }
    // The libraries' chunks run first, one after the other, then the entry: the browser
    // instantiates and runs a module graph in one task, and the whole first load in one was a
    // long task on a phone.
    const scripts = [
      ...document.querySelectorAll('meta[name="${FIRST_META}"], meta[name="${ENTRY_META}"]'),
    ];
    const run = () => {
      const meta = scripts.shift();
      if (!meta) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = meta.content;
      script.addEventListener('load', run);
      script.addEventListener('error', run);
      add(script);
    };
    setTimeout(run);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  // Decoded, the picture is painted in the next frame; the frame after it has been shown.
  const afterPicture = (picture) =>
    picture.decode().catch(() => {}).then(() => requestAnimationFrame(afterPaint));
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (document.visibilityState === 'hidden') start();
  else {
    if (!picture) afterPaint();
    else if (picture.complete) afterPicture(picture);
    else {
      picture.addEventListener('load', () => afterPicture(picture), { once: true });
      picture.addEventListener('error', afterPaint, { once: true });
      setTimeout(afterPaint, ${FIRST_PICTURE_WAIT_MS});
    }
    document.addEventListener('visibilitychange', start, { once: true });
  }
})();`;

/** Where the gateway writes the page's head (client/index.html). */
const APP_HEAD = '<!--app-head-->';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g;

const meta = (name: string, content: string) => `<meta name="${name}" content="${content}">`;

/**
 * The built page template loads its code after the first paint instead of from its head.
 * Module scripts and their preloads, at the default high priority, shared the network with the
 * stylesheet and the first image and ran before the first paint; the page is server-rendered
 * and readable without them. Vite's entry script and module preloads become inert `<meta>` tags
 * (the gateway adds the route's chunks the same way, gateway/src/ssr/route-preload.ts), and an
 * inline loader inserts them once the page has painted.
 */
export function loadCodeAfterPaint(html: string, nonce: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) {
    throw new Error(`code-after-paint: expected one entry script, found ${entries.length}`);
  }
  if (!html.includes(APP_HEAD)) throw new Error(`code-after-paint: expected ${APP_HEAD}`);
  const entry = entries[0]!;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const libraries = LIBRARY_CHUNKS.flatMap(
    (name) => preloads.find((href) => href.startsWith(`/assets/${name}-`)) ?? [],
  );
  // The entry is preloaded too: it runs last, but fetched only once the libraries had run, its
  // request was one more round trip on the page's way to going live.
  const tags = [
    ...[...preloads, entry].map((href) => meta(MODULE_META, href)),
    ...libraries.map((href) => meta(FIRST_META, href)),
    meta(ENTRY_META, entry),
  ].join('');
  return (
    html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // Before the head the gateway writes, which names the route's chunks after these.
      .replace(APP_HEAD, `${tags}\n    ${APP_HEAD}`)
      .replace('</body>', `<script nonce="${nonce}">${inlineScript(LOADER)}</script>\n  </body>`)
  );
}

/** Build only: dev keeps Vite's tags. */
export function codeAfterPaintPlugin(nonce: string): Plugin {
  return {
    name: 'myvalue:code-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => loadCodeAfterPaint(html, nonce) },
  };
}
