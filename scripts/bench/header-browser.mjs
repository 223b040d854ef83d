// Time until a signed-in page has the member's header data, in Chromium with 150 ms RTT and
// 1.6 Mbps emulated (CDP Network.emulateNetworkConditions): our ONE GraphQL operation from a
// page of the site, against the original design's SEVEN REST calls from the browser straight
// to the upstream (SPEC 4: the user first, then tier, cards, point, badges, referral and
// categories in parallel). The REST page runs on the upstream's origin (it sends no CORS
// headers), which spares the original design its preflights: the baseline is flattered.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/test-programs.mjs';
import { operationHeaders, operationPath } from './graphql.mjs';
import { site, upstream } from './servers.mjs';
import { summary, withTimeout } from './stats.mjs';

const RUNS = 7;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function throttledPage(browser, url, cookies) {
  const context = await browser.newContext();
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { context, page };
}

async function graphqlRun(browser, cookies) {
  const { context, page } = await throttledPage(browser, `${site}/favicon.svg`, cookies);
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

async function restRun(browser, accessToken) {
  const { context, page } = await throttledPage(browser, `${upstream}/healthz`);
  try {
    return await page.evaluate(async (token) => {
      const authorization = { authorization: `Bearer ${token}` };
      const get = async (path, auth = true) => {
        const response = await fetch(path, auth ? { headers: authorization } : {});
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
    }, accessToken);
  } finally {
    await context.close();
  }
}

export async function measureHeaderInBrowser(session, log) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const cookies = session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site };
  });
  const graphql = [];
  const rest = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      // Alternated, so a slower moment of the shared machine does not favour one side.
      const order = run % 2 ? ['graphql', 'rest'] : ['rest', 'graphql'];
      for (const side of order) {
        const ms = await withTimeout(
          side === 'graphql' ? graphqlRun(browser, cookies) : restRun(browser, session.accessToken),
          60_000,
          `header run (${side})`,
        );
        (side === 'graphql' ? graphql : rest).push(ms);
      }
      log(
        `run ${run}: one GraphQL operation ${Math.round(graphql.at(-1))} ms, seven REST calls ${Math.round(rest.at(-1))} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  const ratios = graphql.map((ms, index) => rest[index] / ms);
  const group = 'Header data in the browser (150 ms RTT, 1.6 Mbps)';
  return [
    {
      key: 'header.graphql',
      group,
      label: 'one GraphQL operation',
      unit: 'ms',
      summary: summary(graphql),
    },
    {
      key: 'header.rest',
      group,
      label: 'seven REST calls (original design)',
      unit: 'ms',
      summary: summary(rest),
    },
    {
      key: 'header.ratio',
      group,
      label: 'speed-up (REST ÷ GraphQL, per run)',
      unit: 'ratio',
      summary: summary(ratios),
      target: { op: '>=', value: 3 },
    },
  ];
}
