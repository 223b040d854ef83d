import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { packageRoot } from '../paths.js';

/**
 * A new PGlite runs initdb, which takes about five seconds; loading a snapshot of a pristine
 * cluster takes under one. Tests and dev tools start many in-memory databases, so the snapshot
 * is kept once per process and once on disk (in the git-ignored `.data/`), keyed by the PGlite
 * build so that an upgrade never loads an incompatible snapshot.
 */
const templateFile = (() => {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const key = createHash('sha256').update(pgliteEntry).digest('hex').slice(0, 12);
  return path.join(packageRoot, '.data', `pglite-template-${key}.tar`);
})();

let inProcess: Promise<Blob> | undefined;

export async function createPgliteInMemory(): Promise<PGlite> {
  try {
    return await PGlite.create({ loadDataDir: await pristineSnapshot() });
  } catch {
    // A damaged snapshot must not keep failing every start: forget it and initialise afresh.
    inProcess = undefined;
    await rm(templateFile, { force: true });
    return PGlite.create();
  }
}

function pristineSnapshot(): Promise<Blob> {
  inProcess ??= readSnapshot().catch(() => createSnapshot());
  return inProcess;
}

async function readSnapshot(): Promise<Blob> {
  return new Blob([await readFile(templateFile)]);
}

async function createSnapshot(): Promise<Blob> {
  const template = await PGlite.create();
  let snapshot: Blob;
  try {
    snapshot = await template.dumpDataDir('none');
  } finally {
    await template.close();
  }
  await saveSnapshot(snapshot).catch(() => undefined); // only a cache: a read-only disk is fine
  return snapshot;
}

async function saveSnapshot(snapshot: Blob): Promise<void> {
  await mkdir(path.dirname(templateFile), { recursive: true });
  // Write then rename, so a concurrent reader never sees half a file.
  const partial = `${templateFile}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partial, templateFile);
}
