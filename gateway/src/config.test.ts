import { describe, expect, it } from 'vitest';
import { CAPACITY_LIMITS } from '../../scripts/bench/capacity-limits.mjs';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.brandName).toBe('MyValue');
    expect(config.contentApiUrl).toBe('http://127.0.0.1:8090/content');
    expect(config.isProduction).toBe(false);
  });

  it('accepts the raised limits `npm run bench` and `npm run load` start the gateway with', () => {
    const config = loadConfig(CAPACITY_LIMITS);
    expect(config.rateLimits.signIn.max).toBe(999_999);
    expect(config.rateLimits.claim.max).toBe(999_999);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', CONTENT_API_URL: 'ftp://x', APP_ENV: 'prod' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/CONTENT_API_URL/);
    expect(problems).toMatch(/APP_ENV/);
  });

  it('reads the page cache times; 0 seconds turns the cache off', () => {
    expect(loadConfig({}).pageCache).toEqual({ freshSeconds: 30, staleSeconds: 300 });
    expect(loadConfig({ PAGE_CACHE_SECONDS: '0' }).pageCache.freshSeconds).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
    expect(() => loadConfig({ PAGE_CACHE_STALE_SECONDS: 'lama' })).toThrow(
      /PAGE_CACHE_STALE_SECONDS/,
    );
  });

  it('lets /img fetch from the storage base, or from the listed http(s) bases', () => {
    expect(loadConfig({ STORAGE_URL: 'https://cdn.example.id/s/' }).imageSources).toEqual([
      'https://cdn.example.id/s',
    ]);
    expect(
      loadConfig({ IMAGE_SOURCES: 'https://a.example.id/img/, https://b.example.id' }).imageSources,
    ).toEqual(['https://a.example.id/img', 'https://b.example.id']);
    expect(() => loadConfig({ IMAGE_SOURCES: 'file:///etc' })).toThrow(/IMAGE_SOURCES/);
  });

  it('trims trailing slashes from addresses', () => {
    expect(loadConfig({ SSO_URL: 'https://sso.example.id/' }).ssoUrl).toBe(
      'https://sso.example.id',
    );
  });

  it('reads the action limits as COUNT/MINUTES', () => {
    expect(loadConfig({}).rateLimits.partnerInquiry).toEqual({ max: 5, windowMs: 600_000 });
    expect(loadConfig({}).rateLimits.otpRequest).toEqual({ max: 5, windowMs: 600_000 });
    expect(loadConfig({ PARTNER_INQUIRY_RATE_LIMIT: '2/60' }).rateLimits.partnerInquiry).toEqual({
      max: 2,
      windowMs: 3_600_000,
    });
    for (const bad of ['5', '0/10', '5/0', 'lima/10', '5/10m']) {
      expect(() => loadConfig({ PARTNER_INQUIRY_RATE_LIMIT: bad }), bad).toThrow(
        /PARTNER_INQUIRY_RATE_LIMIT/,
      );
    }
  });

  it('turns web push on with all three VAPID settings, and never makes the private key public', () => {
    const keys = {
      WEB_PUSH_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      WEB_PUSH_PRIVATE_KEY: 'p'.repeat(43),
      WEB_PUSH_SUBJECT: 'mailto:pengingat@contoh.id',
    };
    expect(loadConfig({}).webPush).toBeNull();
    expect(loadConfig({}).public.webPushPublicKey).toBeNull();
    const config = loadConfig(keys);
    expect(config.webPush).toEqual({
      publicKey: keys.WEB_PUSH_PUBLIC_KEY,
      privateKey: keys.WEB_PUSH_PRIVATE_KEY,
      subject: keys.WEB_PUSH_SUBJECT,
      intervalMs: 300_000,
      serviceHosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        'notify.windows.com',
        'push.apple.com',
      ],
    });
    expect(config.public.webPushPublicKey).toBe(keys.WEB_PUSH_PUBLIC_KEY);
    expect(JSON.stringify(config.public)).not.toContain(keys.WEB_PUSH_PRIVATE_KEY);
    expect(() => loadConfig({ WEB_PUSH_PUBLIC_KEY: keys.WEB_PUSH_PUBLIC_KEY })).toThrow(
      /all three or none/,
    );
    expect(() => loadConfig({ ...keys, WEB_PUSH_SUBJECT: 'pengingat@contoh.id' })).toThrow(
      /WEB_PUSH_SUBJECT/,
    );
  });
});
