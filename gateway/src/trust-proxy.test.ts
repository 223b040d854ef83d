import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// request.ip is what the per-address rate limit (and the logs) count by; the remaining count
// after two requests from two visitors behind one proxy shows which address it was.
async function remainingAfterTwoVisitors(trustProxy: 'on' | 'off') {
  const app = await buildApp(
    loadConfig({ TRUST_PROXY: trustProxy, RATE_LIMIT_PER_MINUTE: '5', LOG_LEVEL: 'silent' }),
    { ssr: false, logger: false },
  );
  try {
    const remaining: string[] = [];
    for (const visitor of ['203.0.113.10', '203.0.113.20']) {
      const response = await app.inject({
        method: 'GET',
        url: '/webapi/auth/login',
        remoteAddress: '10.0.0.2', // nginx
        headers: { 'x-forwarded-for': visitor, 'x-forwarded-proto': 'https' },
      });
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    return remaining;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('on: each visitor is the address nginx forwarded', async () => {
    expect(await remainingAfterTwoVisitors('on')).toEqual(['4', '4']);
  });

  it('off: every request is the peer that connected', async () => {
    expect(await remainingAfterTwoVisitors('off')).toEqual(['4', '3']);
  });
});
