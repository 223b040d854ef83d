// npm run bench: throughput and latency of the built site on this machine, against the
// reference upstream (in-memory). Prints a table to paste into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';

const SITE_PORT = 38080;
const UPSTREAM_PORT = 38090;
const site = `http://127.0.0.1:${SITE_PORT}`;

const HEADER_QUERY = JSON.stringify({
  query: '{ categories(pageSize: 50) { items { id slug title image link } } }',
});

const scenarios = [
  { name: 'GET / (server-rendered home)', opts: { url: `${site}/` } },
  { name: 'GET /category/kuliner (loader + render)', opts: { url: `${site}/category/kuliner` } },
  {
    name: 'POST /graphql categories (response cache)',
    opts: {
      url: `${site}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: HEADER_QUERY,
    },
  },
];

async function waitReady() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${site}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('site did not become ready');
}

ensureInstalled();
ensureBuilt();
const services = spawn('node', ['scripts/serve.mjs'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(SITE_PORT),
    UPSTREAM_PORT: String(UPSTREAM_PORT),
    UPSTREAM_DATA_DIR: 'memory',
    LOG_LEVEL: 'warn',
    UPSTREAM_LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
});

try {
  await waitReady();
  const rows = [];
  for (const { name, opts } of scenarios) {
    await autocannon({ ...opts, connections: 10, duration: 3 }); // warm-up
    const result = await autocannon({ ...opts, connections: 10, duration: 10 });
    rows.push(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ` +
        `${result.latency.p99} | ${result.non2xx} |`,
    );
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${cpu}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, 10 connections, 10 s\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  services.kill('SIGTERM');
}
