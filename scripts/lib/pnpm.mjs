// pnpm through npx, at the version package.json pins: corepack is not usable everywhere.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './paths.mjs';

const { packageManager } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));

export const pnpmSpec = packageManager; // e.g. pnpm@10.34.9

/** Runs pnpm with the given arguments in the repository root; throws on failure. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pnpmSpec, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  if (result.status !== 0) {
    throw new StepFailed(`pnpm ${args.join(' ')}`, result.status ?? 1);
  }
}

export class StepFailed extends Error {
  constructor(step, code) {
    super(`${step} failed (exit ${code})`);
    this.code = code;
  }
}
