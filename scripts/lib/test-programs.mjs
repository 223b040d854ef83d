import { ensureDebianPackage } from './system-packages.mjs';

/** The browser tests use Debian's Chromium: Playwright's own download cannot work offline. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage({
    binary: chromiumPath,
    pkg: 'chromium',
    purpose: 'the browser tests',
    override: 'CHROMIUM_PATH',
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
