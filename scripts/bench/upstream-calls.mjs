// Upstream calls per server render, from the reference upstream's request log (/__requests),
// with the page cache off; a call made twice in one render is a duplicate.
import { siteIp, upstream } from './servers.mjs';
import { summary } from './stats.mjs';

async function callsOf(path, headers) {
  await fetch(`${upstream}/__requests`, { method: 'DELETE' });
  const response = await fetch(`${siteIp}${path}`, {
    headers: { accept: 'text/html', ...headers },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return (await fetch(`${upstream}/__requests`)).json();
}

export async function measureUpstreamCalls(pages, log) {
  const rows = [];
  for (const page of pages) {
    const calls = await callsOf(page.path, page.headers);
    const keys = calls.map(
      (call) => `${call.method} ${call.path}${call.query ? `?${call.query}` : ''}`,
    );
    const duplicates = keys.length - new Set(keys).size;
    log(`${page.name}: ${keys.length} calls, ${duplicates} duplicates`);
    const group = 'Upstream calls per server render (page cache off)';
    rows.push(
      {
        key: `upstreamCalls.${page.key}.calls`,
        group,
        label: `${page.name}: calls`,
        unit: 'count',
        summary: summary([keys.length]),
        detail: keys,
      },
      {
        key: `upstreamCalls.${page.key}.duplicates`,
        group,
        label: `${page.name}: duplicates`,
        unit: 'count',
        summary: summary([duplicates]),
        target: { op: '<=', value: 0 },
      },
    );
  }
  return rows;
}
