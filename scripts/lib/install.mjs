import { existsSync, statSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';
import { root } from './paths.mjs';

const manifests = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'client/package.json',
  'gateway/package.json',
  'schema/package.json',
  'upstream/package.json',
  'validation/package.json',
];

/** Installs dependencies unless node_modules is already newer than every manifest. */
export function ensureInstalled({ force = false } = {}) {
  const marker = `${root}/node_modules/.modules.yaml`;
  if (!force && existsSync(marker)) {
    const installedAt = statSync(marker).mtimeMs;
    const fresh = manifests.every((file) => statSync(`${root}/${file}`).mtimeMs <= installedAt);
    if (fresh) return false;
  }
  console.log('› Installing dependencies');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
  return true;
}
