import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from './paths.js';

export interface Config {
  host: string;
  port: number;
  /** Base of every absolute URL the upstream hands out (images, `next`/`previous` links). */
  publicUrl: string;
  /** When set, a real PostgreSQL server is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory; `null` keeps the database in memory. */
  dataDir: string | null;
  testHooks: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where the sign-on host may send the `myvalue-web` client back to (exact matches). */
  ssoRedirectUris: string[];
  /** Origins whose pages may call the APIs from the browser (CORS); none by default. */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Spans for each request, continuing the caller's trace (on when a collector is set). */
  tracing: boolean;
  /** The OpenTelemetry collector's base URL (OTLP over HTTP), if any. */
  otlpEndpoint: string | undefined;
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid upstream configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const defaultDataDir = path.join(packageRoot, '.data', 'pglite');

const IN_MEMORY = 'memory';

const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['on', 'off', 'true', 'false', '1', '0'], { error: 'must be "on" or "off"' }))
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const seconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .positive('must be a positive number of seconds');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
});

/** A comma-separated setting as its non-empty, trimmed items. */
const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const redirectUriList = commaSeparated.pipe(
  z
    .array(z.url({ protocol: /^https?$/, error: 'must list absolute http(s) URLs' }))
    .min(1, 'must list at least one URL'),
);

const originList = commaSeparated.pipe(
  z.array(
    z
      .url({ protocol: /^https?$/, error: 'must list http(s) origins' })
      .refine((value) => /^[a-z]+:\/\/[^/?#]+\/?$/i.test(value), {
        error: 'must list origins only (scheme, host and port, no path)',
      })
      .transform((value) => new URL(value).origin),
  ),
);

const envSchema = z.object({
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  UPSTREAM_PORT: port.default(8090),
  UPSTREAM_PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: postgresUrl.optional(),
  UPSTREAM_DATA_DIR: z.string().min(1).optional(),
  UPSTREAM_TEST_HOOKS: flag.default(true),
  ACCESS_TOKEN_TTL_SECONDS: seconds.default(86_400),
  REFRESH_TOKEN_TTL_SECONDS: seconds.default(2_592_000),
  SSO_REDIRECT_URIS: redirectUriList.default([
    'http://localhost:8080/redirect',
    'http://127.0.0.1:8080/redirect',
  ]),
  UPSTREAM_CORS_ORIGINS: originList.default([]),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  UPSTREAM_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

type Env = Record<string, string | undefined>;

/** Reads only the upstream's own variables; empty strings count as unset (as in `VAR=` lines). */
function pickSettings(env: Env): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') settings[key] = value;
  }
  return settings;
}

/** Pure: builds a validated config from an environment-like record, listing every problem. */
export function loadConfig(env: Env = {}): Config {
  const parsed = envSchema.safeParse(pickSettings(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const settings = parsed.data;
  const host = settings.UPSTREAM_HOST;
  const listenPort = settings.UPSTREAM_PORT;
  return {
    host,
    port: listenPort,
    publicUrl: settings.UPSTREAM_PUBLIC_URL ?? defaultPublicUrl(host, listenPort),
    databaseUrl: settings.DATABASE_URL,
    dataDir: resolveDataDir(settings.UPSTREAM_DATA_DIR),
    testHooks: settings.UPSTREAM_TEST_HOOKS,
    accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: settings.REFRESH_TOKEN_TTL_SECONDS,
    ssoRedirectUris: settings.SSO_REDIRECT_URIS,
    corsOrigins: settings.UPSTREAM_CORS_ORIGINS,
    logLevel: settings.UPSTREAM_LOG_LEVEL,
    tracing: settings.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined,
    otlpEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
}

function defaultPublicUrl(host: string, listenPort: number): string {
  // A wildcard bind address is not something a browser can fetch from.
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const hostPart = reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost;
  return `http://${hostPart}:${listenPort}`;
}

function resolveDataDir(value: string | undefined): string | null {
  if (value === undefined) return defaultDataDir;
  if (value.trim().toLowerCase() === IN_MEMORY) return null;
  return path.resolve(value);
}

/** The one place that reads process.env. */
export function loadConfigFromEnvironment(): Config {
  return loadConfig(process.env);
}
