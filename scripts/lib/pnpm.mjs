// pnpm through npx, at the version package.json pins: corepack is not usable everywhere.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './paths.mjs';

const { packageManager } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));

export const pnpmSpec = packageManager; // e.g. pnpm@10.34.9

const env = { ...process.env, npm_config_update_notifier: 'false' };

let command;

/**
 * The command that runs the pinned pnpm: npx finds (or fetches) it once, and later calls run
 * the program it found, as each npx start costs seconds on a busy machine.
 */
function pnpmCommand() {
  if (!command) {
    const found = spawnSync('npx', ['--yes', `--package=${pnpmSpec}`, '-c', 'command -v pnpm'], {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const program = found.status === 0 ? found.stdout.trim() : '';
    command = program ? [program] : ['npx', '--yes', pnpmSpec];
  }
  return command;
}

/** Runs pnpm with the given arguments in the repository root; throws on failure. */
export function pnpm(args, options = {}) {
  const [program, ...first] = pnpmCommand();
  const result = spawnSync(program, [...first, ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
    ...options,
  });
  if (result.status !== 0) {
    throw new StepFailed(`pnpm ${args.join(' ')}`, result.status ?? 1);
  }
}

/**
 * Runs pnpm as `pnpm` does, without blocking: what it prints goes to `output` (an array of
 * chunks) when given, so that stages running side by side do not mix their lines.
 */
export function pnpmAsync(args, { output, ...options } = {}) {
  const [program, ...first] = pnpmCommand();
  return runAsync(program, [...first, ...args], { output, env, ...options }).catch((code) => {
    throw new StepFailed(`pnpm ${args.join(' ')}`, code);
  });
}

/** Runs a program in the repository root; resolves when it exits 0, rejects with its code. */
export function runAsync(program, args, { output, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: root,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...options,
    });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.once('error', () => reject(1));
    child.once('close', (code) => (code === 0 ? resolve() : reject(code ?? 1)));
  });
}

export class StepFailed extends Error {
  constructor(step, code) {
    super(`${step} failed (exit ${code})`);
    this.code = code;
  }
}
