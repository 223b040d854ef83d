import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** What this needs of a chunk in Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The modules precached beside the first load, with everything they import, even on demand:
 * - the browser's GraphQL link, which the entry loads with the page's first request
 *   (lib/lazy-link.ts), so that request does not wait for it;
 * - the voucher wallet's page (its layout, route and loader, a voucher's dialog, its QR), so the
 *   wallet opens offline from the first time the member opened it, whichever page came first.
 */
export const PRECACHED_MODULES = [
  'src/lib/graphql-link.ts',
  'src/app/layouts/account-page-layout.tsx',
  'src/routes/account/voucher-route.tsx',
  'src/routes/account/voucher-loader.ts',
];

/**
 * The app shell's files: the first load of every page (the entry and what it imports
 * statically, with its CSS) and the modules named, with their static and dynamic imports.
 */
export function shellFiles(
  manifest: ViteManifest,
  modules: readonly string[] = PRECACHED_MODULES,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (id: string, withDynamic: boolean) => {
    if (seen.has(id)) return;
    seen.add(id);
    const chunk = manifest[id];
    if (!chunk) throw new Error(`precache: ${id} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) add(imported, withDynamic);
    if (withDynamic) for (const imported of chunk.dynamicImports ?? []) add(imported, true);
  };
  add('index.html', false);
  for (const id of modules) add(id, true);
  return files;
}

/**
 * vite-plugin-pwa's `manifestTransforms` entry: of the build's JavaScript the service worker
 * precaches only the shell's; the rest of the precache list (the offline page, icons, the
 * stylesheet) stays. Every other chunk is kept as it is first fetched (sw/sw.ts): precaching
 * all of them cost a new visitor's phone ~260 KB more (brotli) right after the first page,
 * most of it code for pages never opened, and the worker's install competed with that page's
 * hydration.
 */
export function precacheOnlyTheShell(manifestFile: URL) {
  return async <T extends { url: string }>(entries: T[]) => {
    // No manifest: the bundle failed, and its own error is the one to show.
    if (!existsSync(manifestFile)) return { manifest: entries, warnings: [] };
    const shell = shellFiles(JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest);
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || shell.has(entry.url)),
      warnings: [],
    };
  };
}
