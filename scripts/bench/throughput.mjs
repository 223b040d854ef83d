// Throughput with autocannon (10 connections, loopback), each scenario as a ratio to a static
// file served by the same gateway in the same round, so the shared machine's load cancels out.
import autocannon from 'autocannon';
import { operationHeaders, operationPath } from './graphql.mjs';
import { siteIp } from './servers.mjs';
import { summary } from './stats.mjs';

const ROUNDS = 3;
const WARMUP_S = 2;
const DURATION_S = 5;
const CONNECTIONS = 10;
export const STATIC_PATH = '/favicon.svg';
/** What Chromium sends: pages and queries are measured as a browser asks for them. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * The static file is asked for without Accept-Encoding, as in every earlier run: the same
 * yardstick, in its fastest form (with the header, @fastify/static first looks for .br and .gz
 * files that a 174-byte file does not have, ~2.5x slower), so the ratios err low.
 */
const headersOf = (scenario) =>
  scenario.key === 'static' ? {} : { ...BROWSER_ENCODINGS, ...scenario.headers };

function run(opts, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Where a few requests' pages came from: `x-page-cache` (hit|stale|miss|bypass) and, for a
 * member's page, `x-member-shell` (hit|stale|miss|none); absent: no page cache.
 */
async function cacheStates(url, headers) {
  const states = new Set();
  for (let i = 0; i < 3; i += 1) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    const shell = response.headers.get('x-member-shell');
    const page = response.headers.get('x-page-cache');
    states.add(shell ? `x-member-shell: ${shell}` : page ? `x-page-cache: ${page}` : 'none');
  }
  return [...states].join(', ');
}

/**
 * @param scenarios [{ key, label, path, headers?, target?, p99Target? }]; the static file is
 *   added first
 * @param phase 'hit' (page cache as configured), 'miss' (PAGE_CACHE_SECONDS=0) or 'members'
 *   (signed-in pages, page cache as configured, `connections` at once, with p99 rows)
 */
export async function measureThroughput(scenarios, phase, log, connections = CONNECTIONS) {
  const all = [
    { key: 'static', label: `static file ${STATIC_PATH}`, path: STATIC_PATH },
    ...scenarios,
  ];
  const rps = Object.fromEntries(all.map((s) => [s.key, []]));
  const p50 = Object.fromEntries(all.map((s) => [s.key, []]));
  const p99 = Object.fromEntries(all.map((s) => [s.key, []]));
  const states = {};
  for (const scenario of all) {
    states[scenario.key] = await cacheStates(`${siteIp}${scenario.path}`, headersOf(scenario));
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const scenario of all) {
      const opts = {
        url: `${siteIp}${scenario.path}`,
        headers: headersOf(scenario),
        connections,
      };
      if (round === 1) await run(opts, WARMUP_S);
      const result = await run(opts, DURATION_S);
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) log(`  ${scenario.label}: ${failed} failed responses`);
      rps[scenario.key].push(result.requests.average);
      p50[scenario.key].push(result.latency.p50);
      p99[scenario.key].push(result.latency.p99);
    }
    log(
      `${phase} round ${round}: ` +
        all.map((s) => `${s.key} ${Math.round(rps[s.key].at(-1))}/s`).join(', '),
    );
  }
  const cache = { hit: 'page cache on (hits)', miss: 'page cache off (misses)' };
  const group = `Throughput (autocannon, ${connections} connections, ${DURATION_S} s × ${ROUNDS} rounds), ${cache[phase] ?? 'members’ pages from their shells'}`;
  const rows = [];
  for (const scenario of all) {
    const state = states[scenario.key] === 'none' ? '' : `, ${states[scenario.key]}`;
    rows.push({
      key: `throughput.${phase}.${scenario.key}.rps`,
      group,
      label: `${scenario.label} req/s (p50 ${Math.round(summary(p50[scenario.key]).median)} ms${state})`,
      unit: 'rps',
      summary: summary(rps[scenario.key]),
    });
    if (scenario.key === 'static') continue;
    rows.push({
      key: `throughput.${phase}.${scenario.key}.ratio`,
      group,
      label: `${scenario.label} ÷ static file`,
      unit: 'ratio',
      summary: summary(rps[scenario.key].map((value, i) => value / rps.static[i])),
      target: scenario.target,
    });
    if (scenario.p99Target) {
      rows.push({
        key: `throughput.${phase}.${scenario.key}.p99`,
        group,
        label: `${scenario.label} p99 latency`,
        unit: 'ms',
        summary: summary(p99[scenario.key]),
        target: scenario.p99Target,
      });
    }
  }
  return rows;
}

export function throughputScenarios(session, phase) {
  const html = { accept: 'text/html' };
  const pages = [
    {
      key: 'home',
      label: 'anonymous /',
      path: '/',
      headers: html,
      target: { op: '>=', value: 0.3 },
    },
    {
      key: 'promo',
      label: 'anonymous /promo',
      path: '/promo',
      headers: html,
      target: { op: '>=', value: 0.3 },
    },
  ];
  if (phase === 'miss') return pages.map(({ target: _target, ...page }) => page);
  return [
    ...pages,
    {
      key: 'graphql',
      label: 'public GraphQL PromoListMerchants (response cache)',
      path: operationPath('PromoListMerchants'),
      headers: operationHeaders,
    },
    {
      key: 'header',
      label: 'signed-in header query',
      path: operationPath('Header'),
      headers: { ...operationHeaders, cookie: session.cookie },
    },
  ];
}

/**
 * Issue 31: a member's pages, each from its shared shell with the member's parts filled in (the
 * account area rendered whole), at 50 connections, against the static file in the same rounds.
 */
export function memberPageScenarios(session, { promoDetail, eventDetail }) {
  const headers = { accept: 'text/html', cookie: session.cookie };
  const p99Target = { op: '<=', value: 200 };
  return [
    { key: 'promo', path: '/promo', ratio: 0.2 },
    { key: 'promoDetail', path: promoDetail, ratio: 0.2 },
    { key: 'eventDetail', path: eventDetail },
    { key: 'accountPoint', path: '/account/poin', ratio: 0.1 },
  ].map(({ key, path, ratio }) => ({
    key,
    label: `signed-in ${path}`,
    path,
    headers,
    ...(ratio ? { target: { op: '>=', value: ratio } } : {}),
    p99Target,
  }));
}

/** The members' rows' load: as many connections as the measure. */
export const MEMBER_CONNECTIONS = 50;
