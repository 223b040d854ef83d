import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript a first visit downloads before the page is interactive: the entry chunk and
 * every chunk it imports statically (route modules are lazy and not counted). A cheap phone
 * on a slow network pays for every kilobyte, so this budget only goes down.
 */
const INITIAL_JS_BUDGET_GZIP_BYTES = 253 * 1024;

const dist = fileURLToPath(new URL('../../dist/client', import.meta.url));
const manifestPath = `${dist}/.vite/manifest.json`;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

function initialFiles(manifest: Record<string, Chunk>): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  if (entry) visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

describe.runIf(existsSync(manifestPath))('initial JavaScript of the production build', () => {
  it(`stays within ${INITIAL_JS_BUDGET_GZIP_BYTES / 1024} KiB gzipped`, () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
    const files = initialFiles(manifest);
    expect(files.length).toBeGreaterThan(0);
    const gzipped = files.reduce(
      (total, file) => total + gzipSync(readFileSync(`${dist}/${file}`)).length,
      0,
    );
    expect(gzipped).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP_BYTES);
  });
});
