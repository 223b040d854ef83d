import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderRequest, ServerEntry } from '@myvalue/schema/ssr-contract';
import type { Config } from '../config.js';
import type { GatewayContext } from '../context.js';
import type { Readiness } from '../health/readiness.js';
import { metrics } from '../observability/metrics.js';
import { hasSessionCookie, pageOwner } from '../ssr/member-key.js';
import { createPageCache, type Filled } from '../ssr/page-cache.js';
import { normalisePageUrl, pageCacheKey, shellCacheKey } from '../ssr/page-cache-key.js';
import { createPageStore, type CachedPage } from '../ssr/page-cache-store.js';
import { acceptsGzip } from '../ssr/page-encodings.js';
import { publicConfigFor } from '../ssr/public-config.js';
import {
  loadManifest,
  routeChunkMap,
  routePreloadsFrom,
  type RoutePreloads,
} from '../ssr/route-preload.js';
import { createSplicedGzipCache, splicedGzip } from '../ssr/spliced-gzip.js';
import { fillTemplate } from '../ssr/template.js';
import {
  BUILD_NONCE_PLACEHOLDER,
  createNonce,
  NONCE_LENGTH,
  noncePlaceholder,
  pagePolicy,
} from '../security/content-security-policy.js';

interface Renderer {
  template(url: string): Promise<string>;
  entry: () => Promise<ServerEntry>;
  /** Changes with every client build; the browser compares it to spot a new deploy. */
  buildId: string;
  /** Production only: the page's route chunks, from the build manifest. */
  routePreloads?: RoutePreloads;
  /** Production only: every lazy module's chunks, for links in view (as JSON). */
  routeChunks?: string;
}

/** Production: the Vite build in CLIENT_DIST; assets are immutable, pages rendered per request. */
async function buildRenderer(app: FastifyInstance, config: Config): Promise<Renderer> {
  const clientDir = join(config.clientDist, 'client');
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = await loadManifest(clientDir);
  const buildId = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16);
  const entry = pathToFileURL(join(config.clientDist, 'server', 'entry-server.js')).href;
  const serverEntry = (await import(entry)) as ServerEntry;

  // Hashed build assets never change: cache them for a year. Other public files for an hour.
  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    // The build wrote a .br and a .gz next to each text asset (client/vite.config.ts).
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    maxAge: '1h',
    preCompressed: true,
    // The service worker and the offline page have their own routes (plugins/pwa.ts).
    globIgnore: ['index.html', 'assets/**', '.vite/**', 'sw.js*', 'offline.html*'],
  });

  return {
    template: async () => template,
    entry: async () => serverEntry,
    buildId,
    routePreloads: routePreloadsFrom(manifest),
    routeChunks: JSON.stringify(routeChunkMap(manifest)),
  };
}

/** Development: Vite in middleware mode, with hot reload and on-the-fly server entry. */
async function viteRenderer(app: FastifyInstance): Promise<Renderer> {
  const { createServer } = await import('vite');
  const clientRoot = new URL('../../../client', import.meta.url).pathname;
  const vite = await createServer({
    root: clientRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register((await import('@fastify/middie')).default);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());

  return {
    template: async (url) =>
      vite.transformIndexHtml(url, await readFile(join(clientRoot, 'index.html'), 'utf8')),
    entry: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry,
    buildId: 'dev',
  };
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['accept-language', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** `/account` and everything under it: the member's own pages. */
function isAccountPath(url: string): boolean {
  return /^\/account(?:[/?#]|$)/.test(url);
}

/**
 * Public pages that must show the present moment to everyone who asks (the service status),
 * and the sign-in return page: never shared, even between visitors.
 */
function neverShared(url: string): boolean {
  return /^\/(?:health|redirect)(?:[/?#]|$)/.test(url);
}

/** A rendered page (or redirect) as plain data, so a render can be shared or stored. */
interface PageResponse {
  status: number;
  headers: Record<string, string>;
  html?: string;
  location?: string;
  /** A query of the render failed: the page shows less than it should. */
  degraded: boolean;
}

/** Error codes of an upstream that is away (down, out of time, overloaded), not broken. */
function upstreamAway(error: unknown): boolean {
  const extensions = (error as { extensions?: { code?: unknown; status?: unknown } }).extensions;
  const code = extensions?.code;
  if (code === 'UPSTREAM_UNREACHABLE' || code === 'UPSTREAM_TIMEOUT') return true;
  return code === 'UPSTREAM_ERROR' && [502, 503, 504].includes(Number(extensions?.status));
}

/** How long a visitor is asked to wait before trying a page again while an upstream is away. */
const RETRY_AFTER_SECONDS = '30';

/**
 * Stored pages' gzip, prepared once per version (ssr/spliced-gzip.ts): ~140 KB for the test
 * data's home page of 123 KB (its bytes, for the CRC, and its gzip), so about as many pages as
 * the memory store holds; pages pushed out are compressed per response until prepared again.
 */
const SPLICED_GZIP_MAX_BYTES = 40 * 1024 * 1024;

/** A `<meta name content>`; the values are ISO dates and hex keys, nothing to escape. */
const meta = (name: string, content: string) => `<meta name="${name}" content="${content}" />`;

/**
 * Where a member's own markup goes in a stored shell besides the holes: the owner's key in the
 * head, the member's data after the body. React escapes every text, so no content forges them.
 */
const MEMBER_HEAD = '<!--member-head-->';
const MEMBER_FILL = '<!--member-fill-->';
/** Where a shell without a head of its own (the account area) gets the member render's head. */
const MEMBER_PAGE_HEAD = '<!--member-page-head-->';

/**
 * The request as a visitor would send it: its context sees no session cookie, so a render
 * through it reads nothing of the member (a shell is shared by every member).
 */
function asVisitor(request: FastifyRequest): FastifyRequest {
  const headers = { ...request.headers };
  delete headers.cookie;
  return Object.create(request, {
    cookies: { value: {} },
    headers: { value: headers },
  }) as FastifyRequest;
}

export const ssrPlugin = fp<{
  config: Config;
  contextFor: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
  /** While an upstream is away, no page is stored (absent: always ready). */
  readiness?: Pick<Readiness, 'isReady'>;
}>(
  async (app, { config, contextFor, readiness }) => {
    const renderer =
      config.ssrMode === 'vite' ? await viteRenderer(app) : await buildRenderer(app, config);
    const publicConfig = publicConfigFor(config, renderer.buildId);
    // Pages are rendered (and stored) with a placeholder where the nonce goes; each response
    // gets its own nonce, cached pages included.
    const placeholder = noncePlaceholder(config.sessionSecret, renderer.buildId);
    const policy = pagePolicy(config);

    // Polled by the browser: a buildId different from its own means a new deploy.
    app.get('/build.json', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ buildId: renderer.buildId }),
    );
    // Asked with the page's build: that build's map never changes. A page of another build
    // gets nothing (its chunks may be gone) and preloads no code.
    app.get<{ Querystring: { build?: string } }>('/route-chunks.json', async (request, reply) => {
      if (request.query.build !== renderer.buildId) {
        return reply.code(404).header('cache-control', 'no-store').send({});
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('application/json')
        .send(renderer.routeChunks ?? '{}');
    });

    const pageCache =
      config.pageCache.freshSeconds > 0
        ? createPageCache({
            store: createPageStore(config.redisUrl),
            ...config.pageCache,
            onError: (error, key) => app.log.warn({ err: error, key }, 'page cache'),
          })
        : null;
    if (pageCache) app.addHook('onClose', () => pageCache.close());
    const sharedCacheControl = pageCache
      ? `public, max-age=0, s-maxage=${pageCache.freshSeconds}, stale-while-revalidate=${pageCache.staleSeconds}`
      : 'no-store';
    const splicedPages = pageCache
      ? createSplicedGzipCache({
          placeholder,
          nonceLength: NONCE_LENGTH,
          maxBytes: SPLICED_GZIP_MAX_BYTES,
          keptMs: (pageCache.freshSeconds + pageCache.staleSeconds) * 1000,
          onError: (error, key) => app.log.warn({ err: error, key }, 'spliced gzip'),
        })
      : null;

    /** The canonical origin: PUBLIC_URL when set (behind a proxy the Host may be internal). */
    const absoluteUrl = (request: FastifyRequest, url: string) =>
      `${config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}${url}`;

    /** The page's document around its body, with the nonce placeholder the build left in it. */
    const documentTemplate = async (request: FastifyRequest) =>
      (await renderer.template(request.url)).replaceAll(BUILD_NONCE_PLACEHOLDER, placeholder);

    /** The page owner's key, for the service worker's per-member caches (features/offline). */
    function ownerOf(request: FastifyRequest, reply: FastifyReply): string | null {
      const context = contextFor(request, reply);
      return pageOwner(config.sessionSecret, {
        valueId: context.reportedUser.valueId,
        hasSession: context.session.hasToken,
      });
    }

    /**
     * What the server entry needs to render `url` with `asked`'s session (the request itself,
     * or its visitor view), and what its operations met: `degraded` when any failed, `away`
     * when an upstream was away.
     */
    function renderRequest(
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
      asked = request,
    ) {
      const outcome = { degraded: false, away: false };
      const rendering: RenderRequest = {
        url: absoluteUrl(request, url),
        headers: forwardedHeaders(request),
        executeGraphQL: async (body) => {
          const response = await app.executeGraphQL(asked, reply, body);
          if (response.errors?.length) outcome.degraded = true;
          if (response.errors?.some(upstreamAway)) outcome.away = true;
          return response;
        },
        publicConfig,
        cspNonce: placeholder,
      };
      return { rendering, outcome };
    }

    /**
     * Renders the page at `url` for this request. `degraded` tells whether any of its queries
     * failed (a page rendered during an upstream failure is never stored).
     */
    async function produce(
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
    ): Promise<PageResponse> {
      const renderedAt = new Date().toISOString();
      const { render } = await renderer.entry();
      const { rendering, outcome } = renderRequest(request, reply, url);
      const result = await timed(request, 'whole', render(rendering));
      const { degraded, away } = outcome;
      if (result.kind === 'redirect') {
        return { status: result.status, location: result.location, headers: {}, degraded };
      }
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      const owner = ownerOf(request, reply);
      if (owner) headers['x-member-key'] = owner;
      // Outside production, tests read how many render passes the page needed (should be 1).
      if (!config.isProduction) headers['x-render-passes'] = String(result.renderPasses);
      const html = fillTemplate(await documentTemplate(request), {
        // When the data was rendered (the offline banner's time) and for whom.
        head:
          meta('rendered-at', renderedAt) +
          (owner ? meta('member-key', owner) : '') +
          result.head +
          (renderer.routePreloads?.(result.routeModules) ?? ''),
        html: result.html,
        state: result.state,
      });
      // The error page because an upstream is away: a 503 says "try again", not "broken".
      if (result.status === 500 && away) {
        headers['retry-after'] = RETRY_AFTER_SECONDS;
        return { status: 503, headers, html, degraded };
      }
      return { status: result.status, headers, html, degraded };
    }

    /** This response's own nonce, named by its policy. */
    function nonceFor(reply: FastifyReply): string {
      const nonce = createNonce();
      reply.header('content-security-policy', policy(nonce));
      return nonce;
    }

    /** The page with this response's own nonce, and the policy naming it. */
    function withNonce(reply: FastifyReply, html: string): string {
      return html.replaceAll(placeholder, nonceFor(reply));
    }

    function send(reply: FastifyReply, response: PageResponse) {
      if (response.location !== undefined) {
        return reply.redirect(response.location, response.status);
      }
      return reply
        .status(response.status)
        .headers(response.headers)
        .send(withNonce(reply, response.html ?? ''));
    }

    /**
     * Sends a stored page (a hit, a stale page, or a miss that was stored). Its nonce differs per
     * response, yet it is compressed once: gzip whose deflate stream is made of segments
     * compressed around the nonces, each response splicing its own nonce in (ssr/spliced-gzip.ts,
     * docs/decisions.md). That is prepared in the background on the page's first send; until it
     * is ready, and for a client that does not take gzip, the page is compressed per response
     * (plugins/compression.ts: brotli 4, ~3 ms for the home page).
     */
    function sendCached(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      entry: CachedPage,
    ) {
      reply
        .status(entry.status)
        .headers(entry.headers)
        .header('age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))))
        .header('cache-control', sharedCacheControl);
      const prepared = splicedPages?.get(key, entry);
      if (prepared && acceptsGzip(request.headers['accept-encoding'])) {
        // Vary already names accept-encoding (renderPage); a reply with a Content-Encoding is
        // left alone by the compression plugin, and Fastify sets the Buffer's Content-Length.
        return reply
          .header('content-encoding', 'gzip')
          .send(splicedGzip(prepared, nonceFor(reply)));
      }
      return reply.send(withNonce(reply, entry.html));
    }

    /**
     * The page's shell, rendered as a visitor (asVisitor) with every member's part left as a
     * hole: stored only when complete (no query failed, the upstreams ready).
     */
    async function produceShell(
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
    ): Promise<Filled<null>> {
      const renderedAt = new Date().toISOString();
      const { renderShell } = await renderer.entry();
      const { rendering, outcome } = renderRequest(request, reply, url, asVisitor(request));
      const shell = await timed(request, 'shell', renderShell(rendering));
      if (!shell || outcome.degraded || !(readiness?.isReady() ?? true)) {
        return { response: null, entry: null, shareable: true };
      }
      const html = fillTemplate(await documentTemplate(request), {
        head:
          meta('rendered-at', renderedAt) +
          MEMBER_HEAD +
          (shell.head ?? MEMBER_PAGE_HEAD) +
          (renderer.routePreloads?.(shell.routeModules) ?? ''),
        html: shell.html,
        state: MEMBER_FILL,
      });
      return {
        response: null,
        shareable: true,
        entry: {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          html,
          postponed: shell.postponed,
          storedAt: Date.now(),
        },
      };
    }

    /**
     * A member's page from the stored shell: the route's loaders run for the member, React
     * renders only the shell's holes, and they go into their places. Null when the member's
     * page is not the shell's kind (entry-server's renderMember): render it whole instead.
     */
    async function fillShell(
      request: FastifyRequest,
      reply: FastifyReply,
      shell: CachedPage,
    ): Promise<PageResponse | null> {
      const { renderMember } = await renderer.entry();
      const { rendering, outcome } = renderRequest(request, reply, request.url);
      const fill = await timed(
        request,
        'member',
        renderMember(rendering, { html: shell.html, postponed: shell.postponed ?? null }),
      );
      if (!fill) return null;
      const owner = ownerOf(request, reply);
      const headers: Record<string, string> = { ...shell.headers };
      if (owner) headers['x-member-key'] = owner;
      if (!config.isProduction) headers['x-render-passes'] = '1';
      const html = fill.html
        .replace(MEMBER_HEAD, () => (owner ? meta('member-key', owner) : ''))
        .replace(MEMBER_PAGE_HEAD, () => fill.head)
        .replace(MEMBER_FILL, () => fill.state);
      return { status: 200, headers, html, degraded: outcome.degraded };
    }

    /** A member's page: from the shared shell where the page has one, else rendered whole. */
    async function renderMemberPage(request: FastifyRequest, reply: FastifyReply) {
      // Outside production a test can ask for the whole render, to compare the two.
      const whole = !config.isProduction && request.headers['x-member-shell'] === 'bypass';
      // The account area without a session is only a redirect to the home page.
      if (pageCache && !whole && request.method === 'GET' && hasSessionCookie(request)) {
        const url = normalisePageUrl(request.url);
        const served = await pageCache.serve(shellCacheKey(renderer.buildId, url), () =>
          produceShell(request, reply, url),
        );
        const filled = served.entry ? await fillShell(request, reply, served.entry) : null;
        reply.header('x-member-shell', filled ? served.state : 'none');
        if (filled) return send(reply, filled);
      }
      return send(reply, await produce(request, reply, request.url));
    }

    /** One render of the page, timed for `ssr_render_duration_seconds` under its route. */
    function timed<T>(
      request: FastifyRequest,
      kind: 'whole' | 'shell' | 'member',
      run: Promise<T>,
    ) {
      const stop = metrics.renderDuration.startTimer({ route: request.pageRoute ?? '/*', kind });
      return run.finally(() => stop());
    }

    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      const { routePattern } = await renderer.entry();
      request.pageRoute = routePattern(new URL(request.url, 'http://page').pathname, publicConfig);
      // A member's page (any page rendered with a session, and the account area even without
      // one) must never be kept by a shared cache nor by the browser's HTTP cache.
      const memberPage = hasSessionCookie(request) || isAccountPath(request.url);
      reply
        .header('cache-control', memberPage ? 'private, no-store' : 'no-store')
        .header('vary', 'Cookie, accept-encoding');
      if (!pageCache || memberPage || request.method !== 'GET' || neverShared(request.url)) {
        if (pageCache) reply.header('x-page-cache', 'bypass');
        if (memberPage && !neverShared(request.url)) return renderMemberPage(request, reply);
        return send(reply, await produce(request, reply, request.url));
      }

      // A visitor's page: the same for every visitor, so rendered once and shared.
      const url = normalisePageUrl(request.url);
      const key = pageCacheKey(renderer.buildId, url);
      const served = await pageCache.serve(key, async () => {
        const response = await produce(request, reply, url);
        const setsCookies = reply.hasHeader('set-cookie');
        const storable =
          response.status === 200 &&
          response.html !== undefined &&
          !response.degraded &&
          !setsCookies &&
          (readiness?.isReady() ?? true);
        return {
          response,
          shareable: !setsCookies,
          entry: storable
            ? {
                status: 200,
                headers: response.headers,
                html: response.html!,
                storedAt: Date.now(),
              }
            : null,
        };
      });
      reply.header('x-page-cache', served.state);
      if (served.entry) return sendCached(request, reply, key, served.entry);
      return send(reply, served.response);
    }

    app.decorate('renderPage', renderPage);
    app.get('/*', renderPage);
  },
  { name: 'ssr', dependencies: ['graphql'] },
);
