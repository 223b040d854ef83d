import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pnpm, pnpmAsync } from './pnpm.mjs';
import { root } from './paths.mjs';

// Everything the build reads. Generated code and outputs are left out.
const inputs = [
  'codegen.ts',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'schema',
  'client/src',
  'client/public',
  'client/index.html',
  'client/vite.config.ts',
  'client/tsconfig.json',
  'gateway/src',
  'gateway/playground',
  'gateway/tsconfig.build.json',
  'upstream/src',
  'upstream/tsconfig.build.json',
  'validation',
];
const skipped = new Set(['node_modules', 'dist', 'gql', 'generated', '.data']);
const outputs = [
  'client/dist/server/entry-server.js',
  'client/dist/client/index.html',
  'gateway/dist/server.js',
  'gateway/dist/playground/index.html',
  'upstream/dist/server.js',
];
const stampFile = join(root, '.build-stamp');

function* files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (skipped.has(entry.name)) continue;
    yield* files(relative(root, join(full, entry.name)));
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export function codegen() {
  console.log('› Generating GraphQL types');
  pnpm(['exec', 'graphql-codegen', '--config', 'codegen.ts', '--silent']);
}

/** Whether every output is there, built from sources with this hash. */
function builtFrom(hash) {
  const built = outputs.every((file) => existsSync(join(root, file)));
  return built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

/** Generates and builds everything, unless the sources are unchanged since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const hash = sourceHash();
  if (!force && builtFrom(hash)) {
    console.log('› Build is up to date');
    return false;
  }
  codegen();
  console.log('› Building');
  pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']);
  writeFileSync(stampFile, hash);
  return true;
}

/**
 * The build as `npm test` runs it: after its own codegen stage (so without generating again),
 * beside other stages, what it prints going to `output`. Skipped when the sources are unchanged.
 */
export async function buildAfterCodegen({ output }) {
  const hash = sourceHash();
  if (builtFrom(hash)) {
    output.push('› Build is up to date\n');
    return;
  }
  await pnpmAsync(['-r', '--workspace-concurrency=1', 'run', 'build'], { output });
  writeFileSync(stampFile, hash);
}
