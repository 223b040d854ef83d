import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page, in every document it loads:
 * the `securitypolicyviolation` events and the console errors Chromium writes for them.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void })
        .__cspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          ` (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return violations;
}

/**
 * A second gateway of the built site, on the site's upstream (`upstreamUrl`), with `env` on top
 * (third parties configured): what the policy says depends on the configuration, so it takes a
 * real process. Cookies do not care about ports: a member signed in on the main site is signed
 * in here too.
 */
export async function startGateway(
  port: number,
  upstreamUrl: string,
  env: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn('node', ['gateway/dist/server.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      CONTENT_API_URL: `${upstreamUrl}/content`,
      IDENTITY_API_URL: `${upstreamUrl}/identity`,
      SSO_URL: `${upstreamUrl}/sso`,
      STORAGE_URL: `${upstreamUrl}/storage`,
      API_HOST_URL: upstreamUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The gateway exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The gateway did not get ready in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin: `http://localhost:${port}`, stop };
}
