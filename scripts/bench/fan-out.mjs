// Fan-out: the signed-in header query with every upstream call slowed to 200 ms by the
// upstream's fault hooks, divided by one such call. 1.0 means all the header's upstream calls
// run at once; each extra sequential step adds 1.0.
import { operationHeaders, operationPath } from './graphql.mjs';
import { siteIp, upstream } from './servers.mjs';
import { summary, withTimeout } from './stats.mjs';

const RUNS = 7;
const DELAY_MS = 200;

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

export async function measureFanOut(session, log) {
  const header = `${siteIp}${operationPath('Header')}`;
  const headers = { ...operationHeaders, cookie: session.cookie };
  const single = [];
  const query = [];
  await setFaults([
    { path: '/identity/*', latencyMs: DELAY_MS },
    { path: '/content/*', latencyMs: DELAY_MS },
  ]);
  try {
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
        `run ${run}: header ${Math.round(result.elapsed)} ms, one call ${Math.round(one.elapsed)} ms`,
      );
    }
  } finally {
    await fetch(`${upstream}/__faults`, { method: 'DELETE' }).catch(() => {});
  }
  const ratios = query.map((ms, index) => ms / single[index]);
  const group = `Fan-out (every upstream call slowed to ${DELAY_MS} ms)`;
  return [
    {
      key: 'fanOut.header',
      group,
      label: 'signed-in header query',
      unit: 'ms',
      summary: summary(query),
    },
    {
      key: 'fanOut.single',
      group,
      label: 'one slowed upstream call',
      unit: 'ms',
      summary: summary(single),
    },
    {
      key: 'fanOut.ratio',
      group,
      label: 'ratio (ideal 1.0)',
      unit: 'ratio',
      summary: summary(ratios),
      target: { op: '<=', value: 1.1 },
    },
  ];
}
