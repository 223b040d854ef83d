import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
 * `<link rel="modulepreload">` tags for a page's route modules and the chunks they import,
 * without those the entry already brings (index.html preloads them). Without them the browser
 * learns about the route's chunk only once the entry has run and asked for it.
 */
export type RoutePreloads = (routeModules: readonly string[] | undefined, nonce?: string) => string;

export function routePreloadsFrom(manifest: Manifest): RoutePreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const alreadyLoaded = withStaticImports(manifest, entries);
  const cache = new Map<string, string>();
  return (routeModules, nonce) => {
    if (!routeModules?.length) return '';
    // Under 'strict-dynamic' a parser-inserted preload needs the page's nonce.
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
    const cacheKey = `${nonceAttribute}\n${routeModules.join('\n')}`;
    let tags = cache.get(cacheKey);
    if (tags === undefined) {
      tags = [...withStaticImports(manifest, routeModules)]
        .filter((key) => !alreadyLoaded.has(key))
        .map(
          (key) =>
            `<link rel="modulepreload" crossorigin${nonceAttribute} href="/${manifest[key]!.file}">`,
        )
        .join('');
      cache.set(cacheKey, tags);
    }
    return tags;
  };
}

/** From the client build's Vite manifest (`build.manifest: true`). */
export async function loadRoutePreloads(clientDir: string): Promise<RoutePreloads> {
  const manifest = JSON.parse(
    await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return routePreloadsFrom(manifest);
}
