// npm run scan: wapiti (Debian's package, installed when missing and root) against the built
// site as `npm start` runs it, in production mode, on its own ports (SCAN_SITE_PORT,
// SCAN_UPSTREAM_PORT). The report goes to .scan/report.json; the run fails on any vulnerability
// and on any answer wapiti saw as an internal server error. What it checks: docs/security.md,
// "Scanning". Not part of npm test (several minutes).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';
import { ensureDebianPackage } from './lib/system-packages.mjs';

const WAPITI = process.env.WAPITI_PATH ?? '/usr/bin/wapiti';
const SITE_PORT = process.env.SCAN_SITE_PORT ?? '28480';
const UPSTREAM_PORT = process.env.SCAN_UPSTREAM_PORT ?? '28490';
const SITE = `http://localhost:${SITE_PORT}/`;
/** Attack modules: none that calls a host outside the machine (ssrf asks wapiti's own). */
const MODULES = 'crlf,exec,file,sql,xss,permanentxss,redirect,methods,backup,htaccess';
const MAX_SCAN_SECONDS = process.env.SCAN_SECONDS ?? '600';
const REPORT = join(root, '.scan', 'report.json');
/**
 * Where the crawl starts besides `/`: one page of each kind of the route table with the query
 * parameters it reads, so every parameter is attacked even where no link on the way names it.
 */
const START_PATHS = [
  'promo?category=kuliner&merchant=kopi-kenangan&sort=newest&page=2',
  'promo/x',
  'category/kuliner?sort=ending_soon&page=1',
  'search?q=kopi&type=promo',
  'article?category=gaya-hidup&page=1',
  'article/x',
  'event?when=PAST&page=1',
  'event/x',
  'merchant?letter=A',
  'merchant/x',
  'campaign/x',
  'campaign-event/x',
  'redirect?error=x',
];

ensureDebianPackage({
  binary: WAPITI,
  pkg: 'wapiti',
  purpose: 'npm run scan',
  override: 'WAPITI_PATH',
});
ensureInstalled();
ensureBuilt();

const servers = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: SITE_PORT,
    UPSTREAM_PORT,
    UPSTREAM_DATA_DIR: 'memory',
    APP_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    // The scanner sends thousands of requests from one address.
    RATE_LIMIT_PER_MINUTE: '1000000',
    SSO_REDIRECT_URIS: `${SITE}redirect`,
  },
});

async function ready(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(`${SITE}readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not answer ready at ${SITE}`);
}

function run(program, args) {
  return new Promise((resolve) => {
    spawn(program, args, { stdio: 'inherit' }).once('exit', (code) => resolve(code ?? 1));
  });
}

let failed = true;
try {
  await ready();
  mkdirSync(join(root, '.scan'), { recursive: true });
  // wapiti's own exit code says whether it ran, not what it found: the report says that.
  await run(WAPITI, [
    ...['-u', SITE, '--scope', 'folder', '-m', MODULES, '--flush-session'],
    ...START_PATHS.flatMap((path) => ['-s', `${SITE}${path}`]),
    ...['-d', '3', '--max-links-per-page', '40', '-t', '10', '--max-scan-time', MAX_SCAN_SECONDS],
    ...['-f', 'json', '-o', REPORT],
  ]);
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const found = (group) =>
    Object.entries(report[group] ?? {}).filter(([, items]) => items.length > 0);
  const vulnerabilities = found('vulnerabilities');
  const errors = found('anomalies').filter(([name]) => /internal server error/i.test(name));
  for (const [name, items] of [...vulnerabilities, ...found('anomalies')]) {
    console.log(`${name}: ${items.length}`);
    for (const item of items.slice(0, 5)) console.log(`  ${item.method} ${item.path} ${item.info}`);
  }
  console.log(`Report: ${REPORT}`);
  failed = vulnerabilities.length > 0 || errors.length > 0;
  console.log(failed ? 'The scan found problems.' : 'The scan found nothing.');
} finally {
  servers.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
