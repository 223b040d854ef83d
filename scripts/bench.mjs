// npm run bench: every measure of issue 10 against the built site on this machine (loopback
// only, ports 38080/38090), written to bench/RESULTS.md next to the baseline and the targets.
// `npm run bench -- --baseline` stores this run as bench/baseline.json. See docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { chromiumPath, ensureChromium } from './lib/test-programs.mjs';

const started = Date.now();
/**
 * Issue 28's promo and event detail (seeded). Budi may still claim the promo (free, one per
 * member, not claimed by him), so its confirmation opens; the INP measure never confirms it.
 */
const PHONE_PROMO = 'diskon-20-di-kopi-senja';
const PHONE_EVENT = 'festival-kuliner-nusantara';
const loadAtStart = os.loadavg()[0];
const asBaseline = process.argv.includes('--baseline');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (asBaseline && only) {
  console.error('--baseline needs every measure: run it without --only.');
  process.exit(2);
}

ensureChromium();
ensureInstalled();
ensureBuilt();

// Imported after the install: they need lighthouse, chrome-launcher and autocannon.
const { measureInitialJs } = await import('./bench/initial-js.mjs');
const { measureLighthouse } = await import('./bench/lighthouse.mjs');
const { calibrateLowEndPhone, calibrationRows, measureLighthousePhone } =
  await import('./bench/low-end-phone.mjs');
const { measureInp, inpScenarios } = await import('./bench/inp.mjs');
const { measureHeaderInBrowser } = await import('./bench/header-browser.mjs');
const { measureFanOut } = await import('./bench/fan-out.mjs');
const { MEMBER_CONNECTIONS, measureThroughput, memberPageScenarios, throughputScenarios } =
  await import('./bench/throughput.mjs');
const { measureRenderCost } = await import('./bench/render-cost.mjs');
const { measureUpstreamCalls } = await import('./bench/upstream-calls.mjs');
const { seededSlugs } = await import('./bench/content.mjs');
const { signIn } = await import('./bench/session.mjs');
const servers = await import('./bench/servers.mjs');
const { readLastRun, writeReport } = await import('./bench/report.mjs');
const { withTimeout } = await import('./bench/stats.mjs');

const rows = [];
const failures = [];
/** Whether `--only` (if given) names this step: any of its comma-separated words in the name. */
const selected = (name) =>
  !only || only.split(',').some((part) => name.toLowerCase().includes(part.toLowerCase()));

/**
 * The low-end phone's CPU slowdown (docs/benchmarks.md): measured once, by the first step that
 * needs it, and reported in a table of its own.
 */
let lowEndPhone;
function phoneCalibration(url, log) {
  lowEndPhone ??= calibrateLowEndPhone(url, log).then((phone) => {
    rows.push(...calibrationRows(phone));
    return phone;
  });
  return lowEndPhone;
}
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * A partial run (`--only`) keeps the other steps' rows of the previous run (bench/last-run.json),
 * each marked with the run it comes from, so RESULTS.md still shows every measure.
 */
const previousRun = only ? readLastRun() : null;
function carry(keyPrefixes) {
  if (!previousRun) return;
  const { machine } = previousRun;
  const from = {
    date: previousRun.date,
    commit: previousRun.commit,
    machine: machine ? `${machine.cores} × ${machine.cpu}, ${machine.os}` : undefined,
    load: machine?.load.replace(' (1-min load average)', ''),
  };
  for (const row of previousRun.rows) {
    if (!keyPrefixes.some((prefix) => row.key.startsWith(prefix))) continue;
    rows.push({ ...row, carriedFrom: row.carriedFrom ?? from });
  }
}

/**
 * One measure: progress printed, bounded in time; a failure is reported and the bench goes on.
 * `keys`: the prefixes of its rows' keys (a partial run carries them over when it skips it).
 */
async function step(name, timeoutMs, keys, measure) {
  if (!selected(name)) {
    carry(keys);
    return;
  }
  console.log(`\n› ${name} (at ${elapsed()})`);
  const log = (line) => console.log(`  ${line}`);
  try {
    rows.push(
      ...(await withTimeout(
        Promise.resolve().then(() => measure(log)),
        timeoutMs,
        name,
      )),
    );
  } catch (error) {
    console.error(`  ✗ ${name}: ${error.stack ?? error}`);
    failures.push(`${name}: ${error.message}`);
  }
}

function version(command, args) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

let upstream;
let gateway;
try {
  await step('Initial JavaScript per route', 60_000, ['initialJs.'], () => measureInitialJs());

  console.log(`\n› Starting the upstream and the site (at ${elapsed()})`);
  upstream = await servers.startUpstream();
  gateway = await servers.startGateway();
  const session = await signIn();
  const slugs = await seededSlugs();
  const promoDetail = `/promo/${slugs.promo}`;
  const eventDetail = `/event/${slugs.event}`;
  const memberHeaders = { cookie: session.cookie };

  await step('Lighthouse', 25 * 60_000, ['lighthouse.'], (log) =>
    measureLighthouse(
      [
        { key: 'home', name: '/', url: `${servers.site}/`, performanceTarget: 95 },
        { key: 'promo', name: '/promo', url: `${servers.site}/promo`, performanceTarget: 95 },
        {
          key: 'promoDetail',
          name: 'a promo detail',
          url: `${servers.site}${promoDetail}`,
          performanceTarget: 95,
        },
        {
          key: 'eventDetail',
          name: 'an event detail',
          url: `${servers.site}${eventDetail}`,
          performanceTarget: 95,
        },
        {
          key: 'accountPoint',
          name: '/account/poin signed in',
          url: `${servers.site}/account/poin`,
          headers: { Cookie: session.cookie },
          performanceTarget: 95,
        },
      ],
      log,
    ),
  );
  // Issue 28's pages: a promo Budi can still claim (the INP measure opens its confirmation) and
  // an event, named, so the rows stay the same pages when the seed's order moves.
  const phonePages = [
    { key: 'home', name: '/', url: `${servers.site}/` },
    { key: 'promo', name: '/promo', url: `${servers.site}/promo` },
    {
      key: 'promoDetail',
      name: `/promo/${PHONE_PROMO}`,
      url: `${servers.site}/promo/${PHONE_PROMO}`,
    },
    {
      key: 'eventDetail',
      name: `/event/${PHONE_EVENT}`,
      url: `${servers.site}/event/${PHONE_EVENT}`,
    },
    {
      key: 'accountPoint',
      name: '/account/poin signed in',
      url: `${servers.site}/account/poin`,
      headers: { Cookie: session.cookie },
    },
  ];
  const phoneSteps = [
    'Low-end phone: Lighthouse with and without JavaScript',
    'Low-end phone: Interaction to Next Paint',
  ];
  // Neither low-end phone step runs: the calibration they were taken with is kept with them.
  if (!phoneSteps.some(selected)) carry(['phone.']);
  await step(phoneSteps[0], 40 * 60_000, ['lighthousePhone.'], async (log) =>
    measureLighthousePhone(phonePages, await phoneCalibration(`${servers.site}/`, log), log),
  );
  await step(phoneSteps[1], 15 * 60_000, ['inp.'], async (log) =>
    measureInp(
      {
        site: servers.site,
        session,
        phone: await phoneCalibration(`${servers.site}/`, log),
        scenarios: inpScenarios({ claimablePromo: PHONE_PROMO }),
      },
      log,
    ),
  );
  await step('Header data in the browser', 3 * 60_000, ['header.'], (log) =>
    measureHeaderInBrowser(session, log),
  );
  await step('Fan-out', 60_000, ['fanOut.'], (log) => measureFanOut(session, log));
  await step('Throughput, page cache on', 3 * 60_000, ['throughput.hit.'], (log) =>
    measureThroughput(throughputScenarios(session, 'hit'), 'hit', log),
  );
  await step('Throughput, members’ pages', 3 * 60_000, ['throughput.members.'], (log) =>
    measureThroughput(
      memberPageScenarios(session, { promoDetail, eventDetail }),
      'members',
      log,
      MEMBER_CONNECTIONS,
    ),
  );

  // Misses, render cost and upstream calls: every request renders.
  await servers.stop(gateway);
  // One process: the render cost is read from the gateway's own CPU time.
  gateway = await servers.startGateway({ PAGE_CACHE_SECONDS: '0', WORKERS: '1' });
  await step('Throughput, page cache off', 2 * 60_000, ['throughput.miss.'], (log) =>
    measureThroughput(throughputScenarios(session, 'miss'), 'miss', log),
  );
  await step('Server render cost', 3 * 60_000, ['renderCpu.'], (log) =>
    measureRenderCost(
      gateway.pid,
      [
        { key: 'home', name: '/', path: '/' },
        { key: 'promo', name: '/promo', path: '/promo' },
        { key: 'promoDetail', name: 'a promo detail', path: promoDetail },
      ],
      log,
    ),
  );
  await step('Upstream calls per server render', 60_000, ['upstreamCalls.'], (log) =>
    measureUpstreamCalls(
      [
        { key: 'home', name: '/', path: '/' },
        { key: 'promo', name: '/promo', path: '/promo' },
        { key: 'promoDetail', name: 'a promo detail', path: promoDetail },
        { key: 'eventDetail', name: 'an event detail', path: eventDetail },
        {
          key: 'accountPoint',
          name: '/account/poin signed in',
          path: '/account/poin',
          headers: memberHeaders,
        },
      ],
      log,
    ),
  );
} catch (error) {
  console.error(`\n✗ ${error.stack ?? error}`);
  failures.push(error.message);
} finally {
  await servers.stop(gateway);
  await servers.stop(upstream);
}

const require = createRequire(import.meta.url);
const run = {
  date: new Date().toISOString(),
  commit: version('git', ['-C', root, 'rev-parse', '--short', 'HEAD']),
  seconds: (Date.now() - started) / 1000,
  ...(only ? { only } : {}),
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    load: `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (1-min load average)`,
    node: process.version,
    chromium: version(chromiumPath, ['--version']),
    lighthouse: require('lighthouse/package.json').version,
  },
  failures,
  rows,
};
writeReport(run, { asBaseline });
// The generated files follow the repository's format, so `npm test`'s format check passes.
pnpm(['exec', 'prettier', '--write', '--log-level=warn', 'bench/']);
console.log(
  `\nWrote bench/RESULTS.md in ${elapsed()}${failures.length ? `, with ${failures.length} failed step(s)` : ''}.`,
);
process.exit(failures.length ? 1 : 0);
