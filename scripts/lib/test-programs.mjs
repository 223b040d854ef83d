import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { postgresBinDir } from './postgres.mjs';
import { ensureDebianPackage } from './system-packages.mjs';

/**
 * The browser tests and the bench use Debian's Chromium (Playwright's own download cannot work
 * offline); most browser tests run in its headless shell (playwright.config.ts).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How the bench starts Chromium for what a visitor's phone does (Lighthouse, INP, the header in
 * the browser). `--no-enable-lazy-source-positions`: a browser driven over DevTools records a
 * stack trace for traced events and for requests a script starts, and V8, which compiles
 * functions without their source positions, then parses each function on that stack again to
 * find them. A phone with no DevTools attached never does; with the flag V8 records positions as
 * it compiles (docs/benchmarks.md, "Chromium as a phone runs it").
 */
export const benchChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--js-flags=--no-enable-lazy-source-positions',
];

export function ensureChromium() {
  ensureDebianPackage({
    binary: chromiumPath,
    pkg: 'chromium',
    purpose: 'the browser tests and the bench',
    override: 'CHROMIUM_PATH',
  });
}

export function ensureChromiumHeadlessShell() {
  ensureDebianPackage({
    binary: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    purpose: 'the browser tests',
    override: 'CHROMIUM_HEADLESS_SHELL_PATH',
  });
}

/** The shared-cache tests run a real Redis. */
export function ensureRedis() {
  ensureDebianPackage({
    binary: process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server',
    pkg: 'redis-server',
    purpose: 'the shared response cache tests',
    override: 'REDIS_SERVER_PATH',
  });
}

/** The upstream's suite runs a second time on a real PostgreSQL server (throw-away cluster). */
export function ensurePostgres() {
  ensureDebianPackage({
    binary: join(postgresBinDir() ?? '/usr/lib/postgresql/none/bin', 'initdb'),
    pkg: 'postgresql',
    purpose: 'the upstream tests on PostgreSQL',
    override: 'POSTGRES_BIN_DIR',
  });
}

export const dockerComposePath = process.env.DOCKER_COMPOSE_PATH ?? '/usr/bin/docker-compose';

/** Optional: only the compose file check needs it, and it is skipped without it. */
export function ensureDockerCompose() {
  if (process.getuid?.() !== 0) return;
  ensureDebianPackage({
    binary: dockerComposePath,
    pkg: 'docker-compose',
    purpose: 'the compose file check',
  });
}

/** docker-compose.yml is valid (no Docker engine needed for `config`). */
export function checkComposeFile(root) {
  if (spawnSync(dockerComposePath, ['version'], { stdio: 'ignore' }).status !== 0) {
    console.log(`› ${dockerComposePath} not found: compose file check skipped`);
    return;
  }
  const result = spawnSync(dockerComposePath, ['-f', 'docker-compose.yml', 'config', '-q'], {
    cwd: root,
    stdio: 'inherit',
    // The file requires secrets from the deployment; any values show the rest is valid.
    env: {
      ...process.env,
      SESSION_SECRET: 'compose-config-check-not-a-real-secret-000',
      METRICS_TOKEN: 'compose-config-check-not-a-real-token-0000',
    },
  });
  if (result.status !== 0) throw new Error('docker-compose config rejected docker-compose.yml');
}
