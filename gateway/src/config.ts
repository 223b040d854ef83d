import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only reader of process.env in the gateway: every setting is parsed and checked here,
// once, at start-up, and a bad one stops the process with every problem listed.

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const clientDistDefault = fileURLToPath(new URL('../../client/dist', import.meta.url));

export const configSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_ENV: z.enum(['development', 'staging', 'production']).default('development'),
  BRAND_NAME: z.string().trim().min(1).default('MyValue'),
  CONTENT_API_URL: url.default('http://127.0.0.1:8090/content'),
  IDENTITY_API_URL: url.default('http://127.0.0.1:8090/identity'),
  SSO_URL: url.default('http://127.0.0.1:8090/sso'),
  STORAGE_URL: url.default('http://127.0.0.1:8090/storage'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CLIENT_DIST: z.string().min(1).default(clientDistDefault),
  SSR_MODE: z.enum(['build', 'vite']).default('build'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config {
  host: string;
  port: number;
  env: RawConfig['APP_ENV'];
  isProduction: boolean;
  brandName: string;
  contentApiUrl: string;
  identityApiUrl: string;
  ssoUrl: string;
  storageUrl: string;
  upstreamTimeoutMs: number;
  clientDist: string;
  ssrMode: RawConfig['SSR_MODE'];
  logLevel: RawConfig['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const raw = parsed.data;
  return {
    host: raw.HOST,
    port: raw.PORT,
    env: raw.APP_ENV,
    isProduction: raw.APP_ENV === 'production',
    brandName: raw.BRAND_NAME,
    contentApiUrl: raw.CONTENT_API_URL,
    identityApiUrl: raw.IDENTITY_API_URL,
    ssoUrl: raw.SSO_URL,
    storageUrl: raw.STORAGE_URL,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    clientDist: raw.CLIENT_DIST,
    ssrMode: raw.SSR_MODE,
    logLevel: raw.LOG_LEVEL,
  };
}
