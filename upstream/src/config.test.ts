import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultDataDir, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has local defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 8090,
      publicUrl: 'http://127.0.0.1:8090',
      databaseUrl: undefined,
      dataDir: defaultDataDir,
      testHooks: true,
      accessTokenTtlSeconds: 86_400,
      refreshTokenTtlSeconds: 2_592_000,
      ssoRedirectUris: ['http://localhost:8080/redirect', 'http://127.0.0.1:8080/redirect'],
      corsOrigins: [],
      logLevel: 'info',
      tracing: false,
      otlpEndpoint: undefined,
    });
    expect(defaultDataDir.endsWith(path.join('upstream', '.data', 'pglite'))).toBe(true);
  });

  it('derives the public URL from host and port, and strips a trailing slash from a given one', () => {
    expect(loadConfig({ UPSTREAM_HOST: '0.0.0.0', UPSTREAM_PORT: '9000' }).publicUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect(loadConfig({ UPSTREAM_PUBLIC_URL: 'https://cdn.example.id/up/' }).publicUrl).toBe(
      'https://cdn.example.id/up',
    );
  });

  it('reads the database settings', () => {
    expect(loadConfig({ UPSTREAM_DATA_DIR: 'memory' }).dataDir).toBeNull();
    expect(loadConfig({ UPSTREAM_DATA_DIR: 'tmp/db' }).dataDir).toBe(path.resolve('tmp/db'));
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).databaseUrl).toBe(
      'postgres://u:p@localhost:5432/db',
    );
  });

  it('turns test hooks off only when asked', () => {
    expect(loadConfig({ UPSTREAM_TEST_HOOKS: 'off' }).testHooks).toBe(false);
    expect(loadConfig({ UPSTREAM_TEST_HOOKS: 'on' }).testHooks).toBe(true);
    expect(loadConfig({ UPSTREAM_TEST_HOOKS: '' }).testHooks).toBe(true);
  });

  it('reads the sign-on redirect URIs as a comma-separated list', () => {
    expect(
      loadConfig({ SSO_REDIRECT_URIS: ' https://a.example.id/redirect , http://b.test/cb,' })
        .ssoRedirectUris,
    ).toEqual(['https://a.example.id/redirect', 'http://b.test/cb']);
    expect(() => loadConfig({ SSO_REDIRECT_URIS: 'not a url' })).toThrow(/SSO_REDIRECT_URIS/);
    expect(() => loadConfig({ SSO_REDIRECT_URIS: ',' })).toThrow(/SSO_REDIRECT_URIS/);
  });

  it('reads the CORS origins as a comma-separated list of origins', () => {
    expect(
      loadConfig({ UPSTREAM_CORS_ORIGINS: 'http://localhost:8081/, https://Web.Example.id' })
        .corsOrigins,
    ).toEqual(['http://localhost:8081', 'https://web.example.id']);
    expect(() => loadConfig({ UPSTREAM_CORS_ORIGINS: 'http://localhost:8081/app' })).toThrow(
      /UPSTREAM_CORS_ORIGINS.*origins only/,
    );
    expect(() => loadConfig({ UPSTREAM_CORS_ORIGINS: 'localhost:8081' })).toThrow(
      /UPSTREAM_CORS_ORIGINS/,
    );
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        UPSTREAM_PORT: 'eighty',
        UPSTREAM_PUBLIC_URL: 'ftp://example.id',
        DATABASE_URL: 'mysql://localhost/db',
        UPSTREAM_TEST_HOOKS: 'maybe',
        ACCESS_TOKEN_TTL_SECONDS: '-5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems.sort()).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS',
      'DATABASE_URL',
      'UPSTREAM_PORT',
      'UPSTREAM_PUBLIC_URL',
      'UPSTREAM_TEST_HOOKS',
    ]);
    expect((error as ConfigError).message).toContain('Invalid upstream configuration');
  });
});
