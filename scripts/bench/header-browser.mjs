// Time until a signed-in page has the member's header data, in Chromium with 150 ms RTT and
// 1.6 Mbps: our ONE GraphQL operation from a page of the site, against the original design's
// SEVEN REST calls from the browser to the upstream (SPEC 4: the user first, then tier, cards,
// point, badges, referral and categories in parallel). Taken on two emulated networks:
//
// - "per connection" (the target's): latency-link.mjs between Chromium and both servers. The
//   REST calls go from the site's page to the upstream's origin, as the original design's web
//   app called the API hosts, so a phone's costs are paid: new connections to that origin (one
//   round trip each before any data) and a CORS preflight before each call that sends the
//   bearer token. The GraphQL operation goes to the origin the page came from, on the
//   connection the page used.
// - "per request" (as measured before): DevTools' emulation (CDP Network.emulateNetworkConditions),
//   which holds each request and response but not connections, and barely the preflights; the
//   REST page runs on the upstream's own origin, so it makes no preflights at all.
import { chromium } from '@playwright/test';
import { benchChromiumFlags, chromiumPath } from '../lib/test-programs.mjs';
import { operationHeaders, operationPath } from './graphql.mjs';
import { createLink } from './latency-link.mjs';
import {
  LINK_PORTS,
  SITE_PORT,
  UPSTREAM_PORT,
  site,
  siteOverLink,
  upstream,
  upstreamOverLink,
} from './servers.mjs';
import { summary, withTimeout } from './stats.mjs';

const RUNS = 7;
const RTT_MS = 150;
const DOWN_BITS_PER_SECOND = 1.6 * 1024 * 1024;
const UP_BITS_PER_SECOND = 750 * 1024;

const DEVTOOLS_CONDITIONS = {
  offline: false,
  latency: RTT_MS,
  downloadThroughput: DOWN_BITS_PER_SECOND / 8,
  uploadThroughput: UP_BITS_PER_SECOND / 8,
};

const NETWORKS = {
  perConnection: {
    key: 'header.link',
    title: 'network emulated per connection',
    site: siteOverLink,
    // The page the REST calls start from: the site's, so they are cross-origin.
    restPage: `${siteOverLink}/favicon.svg`,
    restBase: upstreamOverLink,
    target: { op: '>=', value: 3 },
  },
  perRequest: {
    key: 'header',
    title: 'DevTools’ per-request emulation',
    site,
    restPage: `${upstream}/healthz`,
    restBase: '',
    devtools: true,
  },
};

async function openPage(browser, network, url, cookies) {
  const context = await browser.newContext();
  if (cookies) {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: network.site })));
  }
  const page = await context.newPage();
  await page.goto(url);
  if (network.devtools) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', DEVTOOLS_CONDITIONS);
  }
  return { context, page };
}

async function graphqlRun(browser, network, cookies) {
  const { context, page } = await openPage(
    browser,
    network,
    `${network.site}/favicon.svg`,
    cookies,
  );
  try {
    return await page.evaluate(
      async ({ path, headers }) => {
        const start = performance.now();
        const response = await fetch(path, { headers, credentials: 'same-origin' });
        const body = await response.json();
        const elapsed = performance.now() - start;
        if (!body.data?.viewer?.user?.valueId || !body.data?.categories?.items?.length) {
          throw new Error(`header data incomplete: ${JSON.stringify(body).slice(0, 300)}`);
        }
        return elapsed;
      },
      { path: operationPath('Header'), headers: operationHeaders },
    );
  } finally {
    await context.close();
  }
}

async function restRun(browser, network, accessToken) {
  const { context, page } = await openPage(browser, network, network.restPage);
  try {
    return await page.evaluate(
      async ({ token, base }) => {
        const authorization = { authorization: `Bearer ${token}` };
        const get = async (path, auth = true) => {
          const response = await fetch(`${base}${path}`, auth ? { headers: authorization } : {});
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
          return response.json();
        };
        const start = performance.now();
        const user = await get('/identity/v1/user');
        if (!user) throw new Error('no user');
        await Promise.all([
          get('/identity/v2/tiers/me'),
          get('/identity/v1/user/cards'),
          get('/identity/v1/point'),
          get('/identity/v1/badges/groupByCategory'),
          get('/content/v1/users/referral'),
          get('/content/v1/categories?page_size=50', false),
        ]);
        return performance.now() - start;
      },
      { token: accessToken, base: network.restBase },
    );
  } finally {
    await context.close();
  }
}

async function measureNetwork(browser, network, session, log) {
  const cookies = session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const graphql = [];
  const rest = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // Alternated, so a slower moment of the shared machine does not favour one side.
    const order = run % 2 ? ['graphql', 'rest'] : ['rest', 'graphql'];
    for (const side of order) {
      const ms = await withTimeout(
        side === 'graphql'
          ? graphqlRun(browser, network, cookies)
          : restRun(browser, network, session.accessToken),
        60_000,
        `header run (${side}, ${network.title})`,
      );
      (side === 'graphql' ? graphql : rest).push(ms);
    }
    log(
      `${network.title}, run ${run}: one GraphQL operation ${Math.round(graphql.at(-1))} ms, seven REST calls ${Math.round(rest.at(-1))} ms`,
    );
  }
  const ratios = graphql.map((ms, index) => rest[index] / ms);
  const group = `Header data in the browser (150 ms RTT, 1.6 Mbps), ${network.title}`;
  return [
    {
      key: `${network.key}.graphql`,
      group,
      label: 'one GraphQL operation',
      unit: 'ms',
      summary: summary(graphql),
    },
    {
      key: `${network.key}.rest`,
      group,
      label: network.devtools
        ? 'seven REST calls (original design, from the upstream’s origin)'
        : 'seven REST calls (original design, from the site’s page)',
      unit: 'ms',
      summary: summary(rest),
    },
    {
      key: `${network.key}.ratio`,
      group,
      label: 'speed-up (REST ÷ GraphQL, per run)',
      unit: 'ratio',
      summary: summary(ratios),
      ...(network.target ? { target: network.target } : {}),
    },
  ];
}

export async function measureHeaderInBrowser(session, log) {
  const link = createLink({
    rttMs: RTT_MS,
    downBitsPerSecond: DOWN_BITS_PER_SECOND,
    upBitsPerSecond: UP_BITS_PER_SECOND,
  });
  await link.forward(SITE_PORT, LINK_PORTS.site);
  await link.forward(UPSTREAM_PORT, LINK_PORTS.upstream);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: benchChromiumFlags,
  });
  try {
    return [
      ...(await measureNetwork(browser, NETWORKS.perConnection, session, log)),
      ...(await measureNetwork(browser, NETWORKS.perRequest, session, log)),
    ];
  } finally {
    await browser.close();
    await link.close();
  }
}
