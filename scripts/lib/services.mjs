import { spawn } from 'node:child_process';
import { root } from './paths.mjs';
import { waitUntilReady } from './ready.mjs';

/**
 * Starts the reference upstream and the gateway as child processes, and stops both when
 * either stops or when this process is asked to (Ctrl+C, SIGTERM).
 */
export function runServices({ upstream, gateway, env = {}, production = true }) {
  const upstreamHost = env.UPSTREAM_HOST ?? process.env.UPSTREAM_HOST ?? '127.0.0.1';
  const upstreamPort = env.UPSTREAM_PORT ?? process.env.UPSTREAM_PORT ?? '8090';
  const upstreamUrl = `http://${upstreamHost}:${upstreamPort}`;
  const sitePort = env.PORT ?? process.env.PORT ?? '8080';
  // Built code runs with NODE_ENV=production: React's server renderer is several times
  // slower in its development mode. (APP_ENV, not NODE_ENV, is the site's own setting.)
  const shared = { ...(production ? { NODE_ENV: 'production' } : {}), ...process.env, ...env };
  const gatewayEnv = {
    CONTENT_API_URL: `${upstreamUrl}/content`,
    IDENTITY_API_URL: `${upstreamUrl}/identity`,
    SSO_URL: `${upstreamUrl}/sso`,
    STORAGE_URL: `${upstreamUrl}/storage`,
    API_HOST_URL: upstreamUrl,
    ...shared,
    PORT: sitePort,
  };

  const children = [
    spawn(upstream[0], upstream.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...shared, UPSTREAM_HOST: upstreamHost, UPSTREAM_PORT: upstreamPort },
    }),
    spawn(gateway[0], gateway.slice(1), { cwd: root, stdio: 'inherit', env: gatewayEnv }),
  ];

  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    const force = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000);
    force.unref();
    Promise.all(children.map((child) => exited(child))).then(() => process.exit(code));
  };

  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`A service stopped (exit ${code ?? 'signal'}); stopping the other.`);
        stop(code || 1);
      }
    });
  }
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  // The upstream listens once migrated and seeded; the gateway is ready once it reaches it.
  const upstreamReady = `${upstreamUrl}/readyz`;
  const siteReady = `http://127.0.0.1:${sitePort}/readyz`;
  console.log('  Starting: waiting for the upstream and the site to answer ready…');
  waitUntilReady([upstreamReady, siteReady], { stopped: () => stopping }).then((missing) => {
    if (stopping) return;
    if (missing.length > 0) {
      console.error(`  Still not ready after 3 minutes: ${missing.join(', ')}`);
      return;
    }
    console.log(`\n  Reference upstream: ${upstreamUrl}`);
    console.log(`  Site:               http://localhost:${sitePort}\n`);
  });
}

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}
