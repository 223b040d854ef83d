// Server render cost: CPU time of the gateway PROCESS (utime + stime from /proc/<pid>/stat,
// no product code involved) over N sequential renders of a page with the page cache off,
// divided by N, after a warm-up. Includes everything the gateway does for the page (routing,
// GraphQL in process, upstream client work, garbage collection), which is what a render costs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { siteIp } from './servers.mjs';
import { summary } from './stats.mjs';

const WARMUP = 5;
const RENDERS = 20;
const ROUNDS = 3;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

async function render(path) {
  const response = await fetch(`${siteIp}${path}`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  const cache = response.headers.get('x-page-cache');
  if (cache === 'hit' || cache === 'stale') throw new Error(`${path} came from the page cache`);
}

export async function measureRenderCost(pid, pages, log) {
  const rows = [];
  for (const page of pages) {
    for (let i = 0; i < WARMUP; i += 1) await render(page.path);
    const perRender = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = cpuMs(pid);
      for (let i = 0; i < RENDERS; i += 1) await render(page.path);
      perRender.push((cpuMs(pid) - before) / RENDERS);
    }
    log(`${page.name}: ${perRender.map((ms) => ms.toFixed(1)).join(', ')} ms CPU per render`);
    rows.push({
      key: `renderCpu.${page.key}`,
      group: `Server render cost (gateway CPU per render, page cache off, ${RENDERS} renders × ${ROUNDS})`,
      label: page.name,
      unit: 'ms',
      summary: summary(perRender),
      target: { op: 'halve' },
    });
  }
  return rows;
}
