import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config.js';

/**
 * The placeholder Vite writes into the built index.html where a nonce belongs
 * (`html.cspNonce` in client/vite.config.ts). Only ever seen in the template, which is trusted.
 */
export const BUILD_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * What a rendered page carries where its nonce goes, until each response swaps in its own.
 * Rendered pages also hold text from the CMS and from members; were the placeholder a known
 * string, someone who got markup past the sanitiser could write `<script nonce="PLACEHOLDER">`
 * and have it blessed. Derived from the session secret, it is the same on every replica (pages
 * are shared through Redis) and known to nobody outside; it never leaves the server.
 */
export function noncePlaceholder(sessionSecret: string, buildId: string): string {
  return `n${createHmac('sha256', sessionSecret).update(`csp-nonce:${buildId}`).digest('hex').slice(0, 32)}`;
}

/** 128 random bits, base64: one per response. */
export const createNonce = () => randomBytes(16).toString('base64');

/** Every nonce's length: 16 bytes in base64 (a cached page is compressed around it). */
export const NONCE_LENGTH = 24;

/** The sources a configured third party needs, by directive (their vendors' CSP guides). */
type Sources = Partial<Record<Directive, string[]>>;
type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'font-src' | 'frame-src';

const TAG_MANAGER: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

const BEHAVIOUR_ANALYTICS: Sources = {
  'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
  'style-src': ['https://*.hotjar.com'],
  'img-src': ['https://*.hotjar.com'],
  'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  'font-src': ['https://*.hotjar.com'],
  'frame-src': ['https://*.hotjar.com'],
};

const originOf = (address: string) => new URL(address).origin;

/** The third parties' sources, only for those configured: none when none is. */
function thirdPartySources(config: Pick<Config, 'public'>): Sources {
  const parts: Sources[] = [];
  if (config.public.gtmId) parts.push(TAG_MANAGER);
  if (config.public.analyticsId) parts.push(BEHAVIOUR_ANALYTICS);
  // The error reporter posts its envelopes to the DSN's host.
  if (config.public.sentryDsn) parts.push({ 'connect-src': [originOf(config.public.sentryDsn)] });
  const merged: Sources = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part) as [Directive, string[]][]) {
      merged[directive] = [...(merged[directive] ?? []), ...sources];
    }
  }
  return merged;
}

const unique = (values: string[]) => [...new Set(values)];

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...unique(sources)].join(' '))
    .join('; ');

/**
 * The policy of every server-rendered page, as a function of the response's nonce (docs/security.md,
 * "Headers", says why each directive is what it is).
 */
export function pagePolicy(
  config: Pick<Config, 'public' | 'storageUrl' | 'imageSources' | 'apiHostUrl' | 'ssrMode'>,
): (nonce: string) => string {
  const third = thirdPartySources(config);
  const ownImageHosts = [config.storageUrl, config.apiHostUrl, ...config.imageSources].map(
    originOf,
  );
  const rest = serialise({
    'default-src': ["'self'"],
    // Emotion (Chakra) inserts <style> at run time and components set style attributes; a nonce
    // cannot cover attributes, and a script-free style injection is far less than a script one.
    'style-src': ["'self'", "'unsafe-inline'", ...(third['style-src'] ?? [])],
    // Pictures from the CMS may be on any https host; data: and blob: are the member's own
    // photo preview and inlined icons.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https:',
      ...ownImageHosts,
      ...(third['img-src'] ?? []),
    ],
    'font-src': ["'self'", 'data:', ...(third['font-src'] ?? [])],
    'connect-src': [
      "'self'",
      // Vite's hot reload socket, in development only.
      ...(config.ssrMode === 'vite' ? ['ws:'] : []),
      ...(third['connect-src'] ?? []),
    ],
    'frame-src': ["'self'", ...(third['frame-src'] ?? [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  // 'self' and the hosts are for browsers without 'strict-dynamic' (CSP 2); browsers with it
  // ignore them and trust only the nonce and what nonced scripts load.
  const scriptFallbacks = ["'self'", ...(third['script-src'] ?? [])].join(' ');
  return (nonce) => `script-src 'nonce-${nonce}' 'strict-dynamic' ${scriptFallbacks}; ${rest}`;
}

/**
 * GraphiQL's page (GET /graphql, outside production): its own bundled scripts and styles, its
 * editor's workers, nothing inline for scripts, no third party.
 */
export const PLAYGROUND_POLICY = serialise({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});
