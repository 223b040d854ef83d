import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PublicConfig } from '@myvalue/schema/public-config';

// The only reader of process.env in the gateway: every setting is parsed and checked here,
// once, at start-up, and a bad one stops the process with every problem listed.

const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/** `COUNT/MINUTES`, e.g. `5/10`: five actions in any ten minutes. */
function windowLimit(fallback: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,5}\/[1-9]\d{0,3}$/, 'COUNT/MINUTES, e.g. 5/10 (5 in 10 minutes)')
    .default(fallback)
    .transform((value): WindowLimit => {
      const [count, minutes] = value.split('/').map(Number) as [number, number];
      return { max: count, windowMs: minutes * 60_000 };
    });
}

export interface WindowLimit {
  max: number;
  windowMs: number;
}

const clientDistDefault = fileURLToPath(new URL('../../client/dist', import.meta.url));
const trustedDocumentsDefault = fileURLToPath(
  new URL('../../client/src/gql/persisted-documents.json', import.meta.url),
);

const configSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_ENV: z.enum(['development', 'staging', 'production']).default('development'),
  BRAND_NAME: z.string().trim().min(1).default('MyValue'),
  CONTENT_API_URL: url.default('http://127.0.0.1:8090/content'),
  IDENTITY_API_URL: url.default('http://127.0.0.1:8090/identity'),
  SSO_URL: url.default('http://127.0.0.1:8090/sso'),
  STORAGE_URL: url.default('http://127.0.0.1:8090/storage'),
  /** Bases `/img` may resize from, comma-separated; STORAGE_URL when unset. */
  IMAGE_SOURCES: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(url).min(1).optional()),
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  API_HOST_URL: url.default('http://127.0.0.1:8090'),
  PUBLIC_URL: url.optional(),
  PRODUCTION_HOST: z.string().trim().min(1).default('www.myvalue.id'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^62\d{8,13}$/, 'an Indonesian number in international form, e.g. 6281100000000')
    .default('6281100000000'),
  INSTAGRAM_URL: url.default('https://www.instagram.com/myvalue.id'),
  FACEBOOK_URL: url.default('https://www.facebook.com/myvalue.id'),
  TIKTOK_URL: url.default('https://www.tiktok.com/@myvalue.id'),
  PLAY_STORE_URL: url.default('https://play.google.com/store/apps/details?id=id.myvalue.app'),
  APP_STORE_URL: url.default('https://apps.apple.com/id/app/myvalue/id1000000000'),
  APP_LINK_URL: url.default('https://link.myvalue.id/open'),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'a tag manager container id like GTM-ABC123')
    .optional(),
  ANALYTICS_ID: z.string().regex(/^\d+$/, 'a numeric site id').optional(),
  SENTRY_DSN: url.optional(),
  SSO_CLIENT_ID: z.string().trim().min(1).default('myvalue-web'),
  SESSION_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  REFRESH_REUSE_GRACE_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CLIENT_DIST: z.string().min(1).default(clientDistDefault),
  TRUSTED_DOCUMENTS_PATH: z.string().min(1).default(trustedDocumentsDefault),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RESPONSE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Per client address, pages and public queries: carrier-grade NAT puts thousands of
  // members behind one address, so this only stops floods (docs/security.md "Rate limits").
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6000),
  SIGN_IN_RATE_LIMIT: windowLimit('120/10'),
  OTP_REQUEST_RATE_LIMIT: windowLimit('5/10'),
  OTP_CHECK_RATE_LIMIT: windowLimit('5/10'),
  PASSWORD_CHECK_RATE_LIMIT: windowLimit('5/10'),
  REFERRAL_CHECK_RATE_LIMIT: windowLimit('10/60'),
  EVENT_REGISTRATION_RATE_LIMIT: windowLimit('10/10'),
  CLAIM_RATE_LIMIT: windowLimit('30/10'),
  PARTNER_INQUIRY_RATE_LIMIT: windowLimit('5/10'),
  CALENDAR_LINK_RATE_LIMIT: windowLimit('10/10'),
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  // Web push (issue 32): the VAPID pair (web-push's generateVAPIDKeys, base64url) and the
  // contact the push services may write to. Without them reminders are off.
  WEB_PUSH_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  WEB_PUSH_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(?:mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: address')
    .optional(),
  WEB_PUSH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // The push services a subscription may point at (a host, or its subdomains): the gateway
  // POSTs to the endpoint a browser hands it, and must not be sent anywhere else.
  WEB_PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,notify.windows.com,push.apple.com',
    )
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  GRAPHQL_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  PLAYGROUND: z.enum(['on', 'off']).optional(),
  SSR_MODE: z.enum(['build', 'vite']).default('build'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How many processes serve the port (node's cluster): `auto` is one per core.
  WORKERS: z
    .string()
    .regex(/^(?:auto|[1-9]\d?)$/, '`auto` or a number of workers from 1 to 99')
    .default('auto'),
});

/** Only for development and tests: production must set its own SESSION_SECRET. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me';

type RawConfig = z.infer<typeof configSchema>;

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
  /** Absolute bases (no trailing slash) the `/img` route may fetch pictures from. */
  imageSources: string[];
  /** Memory for resized images (and their sources) in `/img`'s cache. */
  imageCacheBytes: number;
  /** Host of the content API's public pages (terms at /pages/tnc). */
  apiHostUrl: string;
  /** The site's own origin when known (sign-in return address); else taken from the request. */
  publicUrl: string | undefined;
  /** Settings the browser may see; inlined into every page. Never a secret. */
  public: PublicSettings;
  /** Reminders by web push; null when the VAPID keys are not configured. */
  webPush: WebPushSettings | null;
  ssoClientId: string;
  /** Signs short-lived cookies such as the sign-in attempt. */
  sessionSecret: string;
  /** The bearer token `/metrics` asks for; without one, `/metrics` does not exist. */
  metricsToken: string | null;
  /** An OpenTelemetry collector's base URL (OTLP over HTTP): traces go there; none, no traces. */
  otlpEndpoint: string | null;
  /** How long a refresh's result is handed to other requests that used the same token. */
  refreshReuseGraceMs: number;
  upstreamTimeoutMs: number;
  clientDist: string;
  /** The client's operations by hash; in production the only ones accepted. */
  trustedDocumentsPath: string;
  /** Shared response cache (and future shared state) when several replicas run. */
  redisUrl: string | undefined;
  /** Cache whole responses of anonymous public queries, for their cache hints' max age. */
  responseCache: boolean;
  /**
   * Visitors' rendered pages: fresh for `freshSeconds`, then served stale for up to
   * `staleSeconds` more while one render refreshes them. `freshSeconds` 0: no page cache.
   */
  pageCache: { freshSeconds: number; staleSeconds: number };
  /** Requests one client address may make in a minute (pages, queries, everything). */
  rateLimitPerMinute: number;
  /** Limits of the actions abuse aims at; keyed by member when signed in, else by address. */
  rateLimits: ActionRateLimits;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  graphqlBodyLimitBytes: number;
  /** GraphiQL at GET /graphql; on by default outside production. */
  playground: boolean;
  ssrMode: RawConfig['SSR_MODE'];
  logLevel: RawConfig['LOG_LEVEL'];
  /** Processes serving the port; above 1 they share their caches and limits (cluster/). */
  workers: number;
}

export interface ActionRateLimits {
  /** `GET /webapi/auth/login` (always by address: nobody is signed in yet). */
  signIn: WindowLimit;
  /** `requestEmailOtp`, `requestPhoneOtp`: each sends a message. */
  otpRequest: WindowLimit;
  /** `changeEmail`, `changePhone`: each checks a 6-digit code. */
  otpCheck: WindowLimit;
  /** `changePassword`: checks the current password. */
  passwordCheck: WindowLimit;
  /** `checkReferralCode`: tells whether a code exists. */
  referralCheck: WindowLimit;
  /** `registerForEvent`. */
  eventRegistration: WindowLimit;
  /** `claimVoucher`. */
  claim: WindowLimit;
  /** `submitPartnerInquiry` (public form). */
  partnerInquiry: WindowLimit;
  /** `createCalendarFeed`, `rotateCalendarFeed` and their no-JS form: each reads the upstreams. */
  calendarLink: WindowLimit;
}

/** The public configuration's settings that come from this process's environment alone. */
type PublicSettings = Omit<
  PublicConfig,
  'brandName' | 'env' | 'ssoUrl' | 'apiHostUrl' | 'storageUrl' | 'buildId'
>;

export interface WebPushSettings {
  publicKey: string;
  /** Never leaves the gateway: it signs each push to the push services. */
  privateKey: string;
  subject: string;
  /** How often the reminder job looks for reminders due. */
  intervalMs: number;
  /** Hosts (and their subdomains) a subscription's endpoint may be at. */
  serviceHosts: string[];
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
  if (raw.APP_ENV === 'production' && !raw.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required when APP_ENV is production']);
  }
  const pushKeys = [raw.WEB_PUSH_PUBLIC_KEY, raw.WEB_PUSH_PRIVATE_KEY, raw.WEB_PUSH_SUBJECT];
  if (pushKeys.some(Boolean) && !pushKeys.every(Boolean)) {
    throw new ConfigError([
      'WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY, WEB_PUSH_SUBJECT: all three or none',
    ]);
  }
  const webPush =
    raw.WEB_PUSH_PUBLIC_KEY && raw.WEB_PUSH_PRIVATE_KEY && raw.WEB_PUSH_SUBJECT
      ? {
          publicKey: raw.WEB_PUSH_PUBLIC_KEY,
          privateKey: raw.WEB_PUSH_PRIVATE_KEY,
          subject: raw.WEB_PUSH_SUBJECT,
          intervalMs: raw.WEB_PUSH_INTERVAL_SECONDS * 1000,
          serviceHosts: raw.WEB_PUSH_SERVICE_HOSTS,
        }
      : null;
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
    imageSources: raw.IMAGE_SOURCES ?? [raw.STORAGE_URL],
    imageCacheBytes: raw.IMAGE_CACHE_MB * 1024 * 1024,
    apiHostUrl: raw.API_HOST_URL,
    publicUrl: raw.PUBLIC_URL,
    public: {
      productionHost: raw.PRODUCTION_HOST,
      whatsappNumber: raw.WHATSAPP_NUMBER,
      instagramUrl: raw.INSTAGRAM_URL,
      facebookUrl: raw.FACEBOOK_URL,
      tiktokUrl: raw.TIKTOK_URL,
      playStoreUrl: raw.PLAY_STORE_URL,
      appStoreUrl: raw.APP_STORE_URL,
      appLinkUrl: raw.APP_LINK_URL,
      gtmId: raw.GTM_ID ?? null,
      analyticsId: raw.ANALYTICS_ID ?? null,
      sentryDsn: raw.SENTRY_DSN ?? null,
      webPushPublicKey: webPush?.publicKey ?? null,
    },
    webPush,
    ssoClientId: raw.SSO_CLIENT_ID,
    sessionSecret: raw.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    metricsToken: raw.METRICS_TOKEN ?? null,
    otlpEndpoint: raw.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    refreshReuseGraceMs: raw.REFRESH_REUSE_GRACE_MS,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    clientDist: raw.CLIENT_DIST,
    trustedDocumentsPath: raw.TRUSTED_DOCUMENTS_PATH,
    redisUrl: raw.REDIS_URL,
    responseCache: raw.RESPONSE_CACHE === 'on',
    pageCache: { freshSeconds: raw.PAGE_CACHE_SECONDS, staleSeconds: raw.PAGE_CACHE_STALE_SECONDS },
    rateLimitPerMinute: raw.RATE_LIMIT_PER_MINUTE,
    rateLimits: {
      signIn: raw.SIGN_IN_RATE_LIMIT,
      otpRequest: raw.OTP_REQUEST_RATE_LIMIT,
      otpCheck: raw.OTP_CHECK_RATE_LIMIT,
      passwordCheck: raw.PASSWORD_CHECK_RATE_LIMIT,
      referralCheck: raw.REFERRAL_CHECK_RATE_LIMIT,
      eventRegistration: raw.EVENT_REGISTRATION_RATE_LIMIT,
      claim: raw.CLAIM_RATE_LIMIT,
      partnerInquiry: raw.PARTNER_INQUIRY_RATE_LIMIT,
      calendarLink: raw.CALENDAR_LINK_RATE_LIMIT,
    },
    trustProxy: raw.TRUST_PROXY === 'on',
    graphqlBodyLimitBytes: raw.GRAPHQL_BODY_LIMIT_BYTES,
    playground: (raw.PLAYGROUND ?? (raw.APP_ENV === 'production' ? 'off' : 'on')) === 'on',
    ssrMode: raw.SSR_MODE,
    logLevel: raw.LOG_LEVEL,
    workers: raw.WORKERS === 'auto' ? availableParallelism() : Number(raw.WORKERS),
  };
}
