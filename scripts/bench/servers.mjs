// The bench's own upstream and gateway: started as direct children (so the gateway's pid is
// known for the CPU measure), on loopback ports, killed when the bench ends or fails.
import { spawn } from 'node:child_process';
import { root } from '../lib/paths.mjs';
import { CAPACITY_LIMITS } from './capacity-limits.mjs';

// `npm run load` runs on its own ports (scripts/load.mjs) so it never meets a bench.
export const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 38080);
export const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 38090);
/** The origin the browser and the sign-in use (the sign-on host accepts it as a redirect). */
export const site = `http://localhost:${SITE_PORT}`;
/** The same gateway by address, for load generators (no name lookup). */
export const siteIp = `http://127.0.0.1:${SITE_PORT}`;
export const upstream = `http://127.0.0.1:${UPSTREAM_PORT}`;
/**
 * The site and the upstream behind the emulated phone link (latency-link.mjs), on the next
 * ports: the upstream lets the site's page there call it (CORS), as the original design did.
 */
export const LINK_PORTS = { site: SITE_PORT + 1, upstream: UPSTREAM_PORT + 1 };
export const siteOverLink = `http://127.0.0.1:${LINK_PORTS.site}`;
export const upstreamOverLink = `http://127.0.0.1:${LINK_PORTS.upstream}`;

const children = new Set();

function start(name, script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!child.stopping) console.error(`  ! ${name} stopped (${code ?? signal})`);
  });
  return child;
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

/** Another bench (or anything) on our ports would be measured instead of our build. */
async function ensureFree(url, port) {
  const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`port ${port} is in use (another bench running?)`);
}

export async function startUpstream() {
  await ensureFree(`${upstream}/healthz`, UPSTREAM_PORT);
  await ensureFree(`${siteIp}/healthz`, SITE_PORT);
  const child = start('upstream', 'upstream/dist/server.js', {
    UPSTREAM_HOST: '127.0.0.1',
    UPSTREAM_PORT: String(UPSTREAM_PORT),
    UPSTREAM_DATA_DIR: 'memory',
    UPSTREAM_LOG_LEVEL: 'warn',
    SSO_REDIRECT_URIS: `${site}/redirect,http://127.0.0.1:${SITE_PORT}/redirect`,
    UPSTREAM_CORS_ORIGINS: siteOverLink,
  });
  await waitFor(`${upstream}/healthz`, 'the upstream');
  return child;
}

/** Starts the gateway; `env` adds settings (e.g. PAGE_CACHE_SECONDS=0 turns the page cache off). */
export async function startGateway(env = {}) {
  const child = start('gateway', 'gateway/dist/server.js', {
    PORT: String(SITE_PORT),
    CONTENT_API_URL: `${upstream}/content`,
    IDENTITY_API_URL: `${upstream}/identity`,
    SSO_URL: `${upstream}/sso`,
    STORAGE_URL: `${upstream}/storage`,
    API_HOST_URL: upstream,
    LOG_LEVEL: 'warn',
    ...CAPACITY_LIMITS,
    ...env,
  });
  await waitFor(`${siteIp}/readyz`, 'the gateway');
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(force);
}

export function stopAllNow() {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGKILL');
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAllNow();
    process.exit(130);
  });
}
process.once('exit', stopAllNow);
