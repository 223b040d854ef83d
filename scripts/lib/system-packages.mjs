import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let aptUpdated = false;

/**
 * Makes sure a program from Debian's packages is there: installs it when missing and we are
 * root; otherwise stops with a message saying what to install.
 */
export function ensureDebianPackage({ binary, pkg, purpose, override }) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `${binary} is missing; ${purpose} need it. Install it (Debian: sudo apt-get install -y ${pkg})` +
        (override ? ` or set ${override} to another binary` : '') +
        ', then run npm test again.',
    );
    process.exit(1);
  }
  console.log(`› Installing ${pkg} from Debian packages`);
  const steps = aptUpdated ? [] : [['update', '-qq']];
  steps.push(['install', '-y', '-qq', '--no-install-recommends', pkg]);
  for (const args of steps) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${pkg} by hand.`);
      process.exit(1);
    }
  }
  aptUpdated = true;
}
