// npm run load: 60 s at 100 concurrent connections on loopback against the built site (its own
// upstream and gateway on ports 28781/28791), mixing anonymous pages, public queries, signed-in
// header queries and claims; then checks that every claim answered as made exists once in the
// upstream, and writes bench/LOAD.md. Not part of npm test. See docs/benchmarks.md.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';
import { BUDI, SITI } from './lib/sign-on-host.mjs';

process.env.BENCH_SITE_PORT ??= '28781';
process.env.BENCH_UPSTREAM_PORT ??= '28791';
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);
/** pages + public queries + signed-in header queries + claims = 100 connections. */
const SPLIT = { pages: 40, publicQueries: 30, headerQueries: 20, claims: 10 };
/** The whole run, build excluded, may not take longer than this. */
const HARD_LIMIT_MS = (DURATION_S + 120) * 1000;
const MEMBERS = [BUDI, SITI];

ensureInstalled();
ensureBuilt();

const servers = await import('./bench/servers.mjs');
const { signIn } = await import('./bench/session.mjs');
const { seededSlugs } = await import('./bench/content.mjs');
const { withTimeout } = await import('./bench/stats.mjs');
const mix = await import('./load/mix.mjs');

const memoryFile = join(os.tmpdir(), `load-memory-${process.pid}.json`);
const started = new Date();

async function gatewayMemory(child) {
  rmSync(memoryFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      return JSON.parse(readFileSync(memoryFile, 'utf8'));
    } catch {
      // not written yet
    }
  }
  throw new Error('the gateway did not report its memory');
}

/** Every voucher code a member holds, from the upstream (the source of truth). */
async function voucherCodes(accessToken) {
  const codes = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${servers.upstream}/content/v2/vouchers?page=${page}&page_size=100`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    if (!response.ok) throw new Error(`vouchers: ${response.status}`);
    const body = await response.json();
    codes.push(...body.results.map((voucher) => voucher.code));
    if (!body.next) return codes;
  }
}

async function claimablePromoIds() {
  const response = await fetch(`${servers.upstream}/content/v1/promos?page_size=50`);
  const body = await response.json();
  return body.results.map((promo) => promo.id);
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  console.log(
    `› starting upstream and gateway on 127.0.0.1:${servers.SITE_PORT}/${servers.UPSTREAM_PORT}`,
  );
  await servers.startUpstream();
  const gateway = await servers.startGateway({
    NODE_OPTIONS: `--import ${pathToFileURL(join(root, 'scripts/load/memory-probe.mjs')).href} --expose-gc`,
    LOAD_MEMORY_FILE: memoryFile,
  });
  const sessions = [];
  for (const member of MEMBERS) {
    sessions.push({ email: member.identifier, ...(await signIn(member)) });
  }
  const slugs = await seededSlugs();
  const promoIds = await claimablePromoIds();
  const before = {};
  for (const session of sessions) before[session.email] = await voucherCodes(session.accessToken);
  // Warm the page cache and the JIT a little, as a deployed site would be.
  for (const path of ['/', '/promo', `/promo/${slugs.promo}`, '/event', `/event/${slugs.event}`]) {
    await (await fetch(`${servers.siteIp}${path}`)).arrayBuffer();
  }
  const memoryBefore = await gatewayMemory(gateway);

  console.log(`› ${DURATION_S} s at ${Object.values(SPLIT).reduce((a, b) => a + b)} connections`);
  const outcomes = { byKey: new Map() };
  const results = await Promise.all([
    mix.pages({ connections: SPLIT.pages, duration: DURATION_S, slugs }),
    mix.publicQueries({ connections: SPLIT.publicQueries, duration: DURATION_S }),
    mix.headerQueries({ connections: SPLIT.headerQueries, duration: DURATION_S, sessions }),
    mix.claims({
      connections: SPLIT.claims,
      duration: DURATION_S,
      sessions,
      promoIds,
      outcomes,
    }),
  ]);
  const memoryAfter = await gatewayMemory(gateway);

  // Every claim answered ok is in the upstream exactly once; every answer to one key names one
  // voucher; a voucher without an ok answer is a claim whose answer the client gave up on.
  const problems = [];
  const byKey = new Map();
  for (const [key, answers] of outcomes.byKey) {
    const codes = new Set(answers.filter((answer) => answer.ok).map((answer) => answer.code));
    if (codes.size > 1) problems.push(`key ${key} answered ${[...codes].join(' and ')}`);
    const ok = answers.find((answer) => answer.ok);
    if (ok) byKey.set(key, ok);
  }
  const claimedCodes = [...byKey.values()].map((outcome) => outcome.code);
  let newInUpstream = 0;
  let unanswered = 0;
  for (const session of sessions) {
    const after = await voucherCodes(session.accessToken);
    const old = new Set(before[session.email]);
    const fresh = after.filter((code) => !old.has(code));
    newInUpstream += fresh.length;
    const counts = new Map();
    for (const code of after) counts.set(code, (counts.get(code) ?? 0) + 1);
    const mine = [...byKey.values()].filter((outcome) => outcome.member === session.email);
    for (const outcome of mine) {
      if (counts.get(outcome.code) !== 1) {
        problems.push(`${outcome.code} is ${counts.get(outcome.code) ?? 0}× in the upstream`);
      }
    }
    const answered = new Set(mine.map((outcome) => outcome.code));
    unanswered += fresh.filter((code) => !answered.has(code)).length;
  }
  const keysSent = outcomes.byKey.size;
  if (newInUpstream > keysSent + unanswered) problems.push('more vouchers than claim intents');

  const fiveXx = results.reduce(
    (sum, { result }) =>
      sum +
      Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => Number(status) >= 500)
        .reduce((total, [, stats]) => total + stats.count, 0),
    0,
  );
  const report = {
    started,
    took: Math.round((Date.now() - started.getTime()) / 1000),
    results,
    outcomes,
    claimedCodes,
    newInUpstream,
    unanswered,
    keysSent,
    problems,
    fiveXx,
    memoryBefore,
    memoryAfter,
  };
  writeReport(report);
  console.log(
    `› bench/LOAD.md written: ${fiveXx} 5xx, ${claimedCodes.length} claims made, ${problems.length} problems`,
  );
  return fiveXx === 0 && problems.length === 0;
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`;
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

function writeReport(report) {
  const rows = report.results.map(({ name, result }) => {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, stats]) => `${status}: ${stats.count}`)
      .join(', ');
    return `| ${name} | ${result.connections} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${ms(result.latency.max)} | ${statuses || '—'} | ${result.errors + result.timeouts} |`;
  });
  const total = report.results.reduce((sum, { result }) => sum + result.requests.total, 0);
  const refusals = {};
  for (const answers of report.outcomes.byKey.values()) {
    for (const outcome of answers) {
      if (!outcome.ok) refusals[outcome.error] = (refusals[outcome.error] ?? 0) + 1;
    }
  }
  const memory = (label, m) =>
    `| ${label} | ${mib(m.rss)} | ${mib(m.heapUsed)} | ${mib(m.heapTotal)} | ${mib(m.external)} |`;
  const text = `# Load test

Written by \`npm run load\` (\`scripts/load.mjs\`): ${DURATION_S} s at 100 concurrent connections on
loopback against the built site (its own reference upstream, in-memory database, and one gateway
process on ports ${servers.UPSTREAM_PORT}/${servers.SITE_PORT}), the four kinds of traffic at once.

- Date: ${report.started.toISOString()}
- Commit: ${commit()}
- Machine: ${machine()}
- Load: ${os.loadavg()[0].toFixed(1)} at the end (1-min load average; the machine is shared)
- Node ${process.version}; took ${report.took} s
- Gateway limits: \`RATE_LIMIT_PER_MINUTE\`, \`SIGN_IN_RATE_LIMIT\` and \`CLAIM_RATE_LIMIT\` raised to 100,000,000 and 999,999 a minute (scripts/bench/capacity-limits.mjs): this measures capacity,
  not the rate limits, which would answer most of this traffic 429 from two members on one address.

## Result

- **5xx answers: ${report.fiveXx}**
- Claims made (answered ok): ${report.claimedCodes.length}; new vouchers in the upstream afterwards:
  ${report.newInUpstream}; each claim answered ok is there exactly once: **${report.problems.length === 0 ? 'yes' : 'NO'}**
- Every claim intent (its own idempotency key) was sent twice, the second a retry:
  ${report.keysSent} keys answered at least once, keys answered with two different vouchers:
  ${report.problems.filter((p) => p.startsWith('key ')).length}; vouchers made whose answers the client
  gave up on (30 s timeout; a retry with the key would get them back): ${report.unanswered}
- Claims refused (as data, 200): ${
    Object.entries(refusals)
      .map(([code, count]) => `\`${code}\` ${count}`)
      .join(', ') || 'none'
  }
${
  report.problems.length
    ? `\nProblems:\n\n${report.problems
        .slice(0, 20)
        .map((p) => `- ${p}`)
        .join('\n')}\n`
    : ''
}
## By kind (${total} requests)

| kind | connections | requests | req/s | p50 | p99 | max | statuses | errors/timeouts |
| ---- | ----------- | -------- | ----- | --- | --- | --- | -------- | --------------- |
${rows.join('\n')}

- pages: \`/\`, \`/promo\`, a promo, \`/event\`, an event, anonymous, HTML (page cache on as configured)
- public queries: \`PromoList\`, \`EventList\`, \`HomeNewestPromos\`, \`PromoListMerchants\` (GET, trusted documents)
- signed-in header: the \`Header\` query with a member's session cookie (budi, siti)
- claims: \`ClaimVoucher\` (POST) by budi or siti on one of the first 50 promos, then its retry

## Gateway memory

| when | RSS | heap used | heap total | external |
| ---- | --- | --------- | ---------- | -------- |
${memory('before (after warm-up, full GC)', report.memoryBefore)}
${memory('after (full GC)', report.memoryAfter)}
`;
  writeFileSync(join(root, 'bench/LOAD.md'), text);
}

let ok = false;
try {
  ok = await withTimeout(main(), HARD_LIMIT_MS, 'the load test');
} catch (error) {
  console.error(error.stack ?? error);
} finally {
  servers.stopAllNow();
}
process.exit(ok ? 0 : 1);
