// Fan-out: the signed-in header query with every upstream call slowed to 200 ms by the
// upstream's fault hooks, divided by one such call. 1.0 means all the header's upstream calls
// run at once; each extra sequential step adds 1.0.
//
// Measured twice. "Held" (the target): each call's answer leaves 200 ms after it arrived, its
// route run meanwhile (`afterRoute`), as from an upstream that serves calls side by side. "Wait
// first" (as measured before): each call waits 200 ms, then its route runs; the reference
// upstream is one process with an embedded database and runs the header's eight routes one
// after another, so its own queue (~14 ms) is added to the gateway's.
import { operationHeaders, operationPath } from './graphql.mjs';
import { siteIp, upstream } from './servers.mjs';
import { summary, withTimeout } from './stats.mjs';

const RUNS = 7;
const DELAY_MS = 200;

const MODES = [
  {
    key: 'fanOut.held',
    afterRoute: true,
    title: 'answer held until 200 ms after arrival',
    target: { op: '<=', value: 1.1 },
  },
  {
    // The keys of the runs before the held mode existed, so the baseline column still applies.
    key: 'fanOut',
    afterRoute: false,
    title: '200 ms wait, then the route (the reference upstream’s queue included)',
  },
];

async function timed(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  const elapsed = performance.now() - start;
  return { elapsed, body, status: response.status };
}

async function setFaults(rules) {
  const response = await fetch(`${upstream}/__faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules }),
  });
  if (!response.ok) throw new Error(`/__faults: ${response.status}`);
}

async function measureMode(mode, session, log) {
  const header = `${siteIp}${operationPath('Header')}`;
  const headers = { ...operationHeaders, cookie: session.cookie };
  const single = [];
  const query = [];
  await setFaults(
    ['/identity/*', '/content/*'].map((path) => ({
      path,
      latencyMs: DELAY_MS,
      afterRoute: mode.afterRoute,
    })),
  );
  try {
    // Not counted: the gateway's keep-alive pool opens the connections eight calls at once need.
    await withTimeout(timed(header, headers), 30_000, 'slowed header query (warm-up)');
    for (let run = 1; run <= RUNS; run += 1) {
      const one = await withTimeout(
        timed(`${upstream}/content/v1/categories?page_size=50`),
        30_000,
        'one slowed call',
      );
      single.push(one.elapsed);
      const result = await withTimeout(timed(header, headers), 30_000, 'slowed header query');
      if (!result.body.data?.viewer?.user) {
        throw new Error(
          `header query without the member: ${JSON.stringify(result.body).slice(0, 300)}`,
        );
      }
      query.push(result.elapsed);
      log(
        `${mode.afterRoute ? 'held' : 'wait first'} run ${run}: header ${Math.round(result.elapsed)} ms, one call ${Math.round(one.elapsed)} ms`,
      );
    }
  } finally {
    await fetch(`${upstream}/__faults`, { method: 'DELETE' }).catch(() => {});
  }
  const ratios = query.map((ms, index) => ms / single[index]);
  const group = `Fan-out (every upstream call slowed to ${DELAY_MS} ms): ${mode.title}`;
  return [
    {
      key: `${mode.key}.header`,
      group,
      label: 'signed-in header query',
      unit: 'ms',
      summary: summary(query),
    },
    {
      key: `${mode.key}.single`,
      group,
      label: 'one slowed upstream call',
      unit: 'ms',
      summary: summary(single),
    },
    {
      key: `${mode.key}.ratio`,
      group,
      label: 'ratio (ideal 1.0)',
      unit: 'ratio',
      summary: summary(ratios),
      ...(mode.target ? { target: mode.target } : {}),
    },
  ];
}

export async function measureFanOut(session, log) {
  const rows = [];
  for (const mode of MODES) rows.push(...(await measureMode(mode, session, log)));
  return rows;
}
