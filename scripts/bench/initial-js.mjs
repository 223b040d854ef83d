// Initial JavaScript per route, from the build manifest (client/build/initial-js.mjs, the
// same walk the budget test uses): deterministic, one run.
import { join } from 'node:path';
import { initialJsBytes, ROUTE_MODULES } from '../../client/build/initial-js.mjs';
import { root } from '../lib/paths.mjs';
import { summary } from './stats.mjs';

const KB = 1000;

export function measureInitialJs() {
  const dist = join(root, 'client/dist/client');
  const rows = [];
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const bytes = initialJsBytes(dist, modules);
    const group = 'Initial JavaScript (entry + route module + their static imports)';
    const target =
      route === '/' ? { op: '<=', value: 180 * KB, note: 'stretch 150 KB' } : undefined;
    rows.push(
      {
        key: `initialJs.${route}.gzip`,
        group,
        label: `${route} gzip (${bytes.files.length} files)`,
        unit: 'bytes',
        summary: summary([bytes.gzip]),
        target,
      },
      {
        key: `initialJs.${route}.brotli`,
        group,
        label: `${route} brotli`,
        unit: 'bytes',
        summary: summary([bytes.brotli]),
      },
    );
  }
  return rows;
}
