// The JavaScript a first visit to a route downloads before the page is interactive, read from
// Vite's build manifest: the entry and its static imports, plus the lazy route module(s) the
// route needs and their static imports (the client resolves the matched route modules before
// it hydrates, so they are part of the first load). Plain ESM: the bench (scripts/bench/) and
// the budget test (src/build/bundle-size.test.ts) both use it.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The lazy route modules (manifest keys, relative to client/) of the routes the bench and the
 * budgets measure; see src/app/routes.tsx. A route still on Chakra would also list its scope,
 * `src/components/chakra-scope.tsx`, which the route loads with the page.
 * @type {Record<string, string[]>}
 */
export const ROUTE_MODULES = {
  // A route's page module and its loader module (app/routes.tsx loads both).
  '/': ['src/routes/home/home-route.tsx', 'src/routes/home/home-loader.ts'],
  '/promo': ['src/routes/promo/promo-list-route.tsx', 'src/routes/promo/promo-list-loader.ts'],
  '/promo/:slug': [
    'src/routes/promo/promo-detail-route.tsx',
    'src/routes/promo/promo-detail-loader.ts',
  ],
  '/event/:slug': [
    'src/routes/event/event-detail-route.tsx',
    'src/routes/event/event-detail-loader.ts',
  ],
  '/account/poin': [
    'src/app/layouts/account-page-layout.tsx',
    'src/routes/account/point-route.tsx',
    'src/routes/account/point-loader.ts',
  ],
};

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** @param {string} clientDist the client build's output (client/dist/client) @returns {Manifest} */
export function readManifest(clientDist) {
  return JSON.parse(readFileSync(`${clientDist}/.vite/manifest.json`, 'utf8'));
}

/**
 * The files (relative to clientDist) of the entry, the given route modules and every chunk
 * they import statically, each once.
 * @param {Manifest} manifest
 * @param {string[]} routeModules manifest keys of the route's lazy modules
 * @returns {string[]}
 */
export function initialFiles(manifest, routeModules = []) {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  for (const key of routeModules) {
    if (!manifest[key]) throw new Error(`The build manifest has no chunk for ${key}`);
  }
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...routeModules]) visit(key);
  return [...seen].map((key) => /** @type {ManifestChunk} */ (manifest[key]).file);
}

/**
 * Bytes of a route's initial JavaScript: raw, gzip (level 9) and brotli (quality 11), as a
 * server compressing at build time would send them. Brotli at quality 11 takes seconds for a
 * megabyte: `{ brotli: false }` skips it (reported as 0).
 * @param {string} clientDist
 * @param {string[]} routeModules
 * @param {{ brotli?: boolean }} [options]
 * @returns {{ files: string[], raw: number, gzip: number, brotli: number }}
 */
export function initialJsBytes(clientDist, routeModules = [], options = {}) {
  const withBrotli = options.brotli ?? true;
  const files = initialFiles(readManifest(clientDist), routeModules);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(`${clientDist}/${file}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    if (withBrotli) {
      brotli += brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length;
    }
  }
  return { files, raw, gzip, brotli };
}
