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
  // The hint belongs on a file's first line: under Vite's line of code V8 ignored it.
  const read = (file: string) => readFileSync(`${dist}/${file}`, 'utf8');
  const hinted = (file: string) => read(file).startsWith(`${COMPILE_EVERYTHING_HINT}\n`);

  it('mark the libraries and the shared content for eager compilation, and nothing else', () => {
    const { files } = initialJsBytes(dist, ROUTE_MODULES['/'], { brotli: false });
    const chunk = (name: string) => {
      const matching = files.filter((file) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(file));
      expect(matching, name).toHaveLength(1);
      return matching[0]!;
    };
    expect(['react', 'router', 'apollo', 'content'].map(chunk).filter((f) => !hinted(f))).toEqual(
      [],
    );
    expect(['index', 'shell', 'home-route'].map(chunk).filter(hinted)).toEqual([]);
    expect(files.filter((file) => read(file).lastIndexOf(COMPILE_EVERYTHING_HINT) > 0)).toEqual([]);
  });
});
