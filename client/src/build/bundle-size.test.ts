import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPILE_EVERYTHING_HINT } from '../../build/first-load-chunks';
import { initialJsBytes, ROUTE_MODULES } from '../../build/initial-js.mjs';

/**
 * The JavaScript a first visit to `/` downloads before the page is interactive: the entry
 * chunk, the home route's module, and every chunk they import statically (the client loads
 * the matched route's module before it hydrates). A cheap phone on a slow network pays for
 * every kilobyte, so this budget only goes down: below the target, 180 KB (decimal)
 * gzip, without an error-reporting DSN or analytics id, which the build here never has (stretch
 * 150 KB). Lower the number as the bundle shrinks; `npm run bench` reports the same bytes per
 * route.
 */
const HOME_INITIAL_JS_BUDGET_GZIP_BYTES = 178_000;

const dist = fileURLToPath(new URL('../../dist/client', import.meta.url));

describe.runIf(existsSync(`${dist}/.vite/manifest.json`))('initial JavaScript of /', () => {
  it(`stays within ${HOME_INITIAL_JS_BUDGET_GZIP_BYTES / 1000} KB gzipped`, () => {
    const { files, gzip } = initialJsBytes(dist, ROUTE_MODULES['/'], { brotli: false });
    expect(files.some((file) => file.includes('home-route'))).toBe(true);
    expect(gzip).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET_GZIP_BYTES);
  });
});

describe.runIf(existsSync(`${dist}/.vite/manifest.json`))('compile hints of the first load', () => {
  // Vite's dependency map may come first, on a line of its own; V8 compiles eagerly from the
  // hint on.
  const hinted = (file: string) =>
    readFileSync(`${dist}/${file}`, 'utf8').split('\n', 2).includes(COMPILE_EVERYTHING_HINT);

  it('mark the entry and the shared chunks for eager compilation, and not the route chunks', () => {
    const { files } = initialJsBytes(dist, ROUTE_MODULES['/'], { brotli: false });
    const shared = files.filter((file) =>
      /\/(index|react|router|apollo|shell|content)-[\w-]+\.js$/.test(file),
    );
    expect(shared).toHaveLength(6);
    expect(shared.filter((file) => !hinted(file))).toEqual([]);
    expect(files.filter((file) => file.includes('home-route')).map(hinted)).toEqual([false]);
  });
});
