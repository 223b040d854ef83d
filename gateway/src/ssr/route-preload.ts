import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
function withStaticImports(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The page's route modules and the chunks they import, without those the entry already brings,
 * as the inert `<meta name="mv-module">` tags the page's loader turns into module preloads once
 * the page has painted (client/build/code-after-paint-plugin.ts). Without them the browser would
 * learn about the route's chunk only once the entry has run and asked for it.
 */
export type RoutePreloads = (routeModules: readonly string[] | undefined) => string;

/** Mirrors MODULE_META of client/build/code-after-paint-plugin.ts. */
const MODULE_META = 'mv-module';

/** The chunks the entry brings: every page has them already. */
function entryChunks(manifest: Manifest): Set<string> {
  return withStaticImports(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
}

export function routePreloadsFrom(manifest: Manifest): RoutePreloads {
  const alreadyLoaded = entryChunks(manifest);
  const cache = new Map<string, string>();
  return (routeModules) => {
    if (!routeModules?.length) return '';
    const cacheKey = routeModules.join('\n');
    let tags = cache.get(cacheKey);
    if (tags === undefined) {
      tags = [...withStaticImports(manifest, routeModules)]
        .filter((key) => !alreadyLoaded.has(key))
        .map((key) => `<meta name="${MODULE_META}" content="/${manifest[key]!.file}">`)
        .join('');
      cache.set(cacheKey, tags);
    }
    return tags;
  };
}

/**
 * Every lazily loaded module of the site's own: its chunk files (itself and its static imports, without those the
 * entry brings), by manifest id: links in view preload a route's code from it in the browser
 * (client/src/features/resilience/link-preload.ts) without running it.
 */
export function routeChunkMap(manifest: Manifest): Record<string, string[]> {
  const alreadyLoaded = entryChunks(manifest);
  return Object.fromEntries(
    Object.keys(manifest)
      // The site's own lazy modules (routes, layouts, Chakra's scope), not libraries'.
      .filter((key) => manifest[key]!.isDynamicEntry && key.startsWith('src/'))
      .map((key) => [
        key,
        [...withStaticImports(manifest, [key])]
          .filter((chunk) => !alreadyLoaded.has(chunk))
          .map((chunk) => `/${manifest[chunk]!.file}`),
      ]),
  );
}

/** The client build's Vite manifest (`build.manifest: true`). */
export async function loadManifest(clientDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
