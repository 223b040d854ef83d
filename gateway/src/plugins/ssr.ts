import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { GatewayContext } from '../context.js';
import { hasSessionCookie, pageOwner } from '../ssr/member-key.js';
import { publicConfigFor, type PublicConfig } from '../ssr/public-config.js';
import { loadRoutePreloads, type RoutePreloads } from '../ssr/route-preload.js';
import { fillTemplate } from '../ssr/template.js';

// Mirrors client/src/ssr-contract.ts; the gateway does not import client source.
interface RenderResult {
  kind: 'redirect' | 'page';
  status: number;
  location?: string;
  head?: string;
  html?: string;
  state?: string;
  renderPasses?: number;
  routeModules?: string[];
}
type Render = (request: {
  url: string;
  headers: Record<string, string>;
  executeGraphQL: (body: {
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string;
  }) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;
  publicConfig: PublicConfig;
}) => Promise<RenderResult>;

interface Renderer {
  template(url: string): Promise<string>;
  render: () => Promise<Render>;
  /** Changes with every client build; the browser compares it to spot a new deploy. */
  buildId: string;
  /** Production only: the page's route chunks, from the build manifest. */
  routePreloads?: RoutePreloads;
}

/** Production: the Vite build in CLIENT_DIST; assets are immutable, pages rendered per request. */
async function buildRenderer(app: FastifyInstance, config: Config): Promise<Renderer> {
  const clientDir = join(config.clientDist, 'client');
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = await readFile(join(clientDir, '.vite', 'manifest.json'));
  const buildId = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
  const entry = pathToFileURL(join(config.clientDist, 'server', 'entry-server.js')).href;
  const { render } = (await import(entry)) as { render: Render };

  // Hashed build assets never change: cache them for a year. Other public files for an hour.
  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    maxAge: '1h',
    // The service worker and the offline page have their own routes (plugins/pwa.ts).
    globIgnore: ['index.html', 'assets/**', '.vite/**', 'sw.js', 'sw.js.map', 'offline.html'],
  });

  const routePreloads = await loadRoutePreloads(clientDir);
  return { template: async () => template, render: async () => render, buildId, routePreloads };
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
    render: async () =>
      ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render,
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

/** A `<meta name content>`; the values are ISO dates and hex keys, nothing to escape. */
const meta = (name: string, content: string) => `<meta name="${name}" content="${content}" />`;

export const ssrPlugin = fp<{
  config: Config;
  contextFor: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
}>(
  async (app, { config, contextFor }) => {
    const renderer =
      config.ssrMode === 'vite' ? await viteRenderer(app) : await buildRenderer(app, config);
    const publicConfig = publicConfigFor(config, renderer.buildId);

    // Polled by the browser: a buildId different from its own means a new deploy.
    app.get('/build.json', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ buildId: renderer.buildId }),
    );

    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      // A member's page (any page rendered with a session, and the account area even without
      // one) must never be kept by a shared cache nor by the browser's HTTP cache.
      const memberPage = hasSessionCookie(request) || isAccountPath(request.url);
      reply
        .header('cache-control', memberPage ? 'private, no-store' : 'no-store')
        .header('vary', 'Cookie');
      const renderedAt = new Date().toISOString();
      const render = await renderer.render();
      const result = await render({
        // The canonical origin: PUBLIC_URL when set (behind a proxy the Host may be internal).
        url: `${config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}${request.url}`,
        headers: forwardedHeaders(request),
        executeGraphQL: (body) => app.executeGraphQL(request, reply, body),
        publicConfig,
      });
      if (result.kind === 'redirect') {
        return reply.redirect(result.location ?? '/', result.status);
      }
      // Whose page this is, for the service worker's per-member caches (features/offline).
      const context = contextFor(request, reply);
      const owner = pageOwner(config.sessionSecret, {
        valueId: context.reportedUser.valueId,
        hasSession: context.session.hasToken,
      });
      if (owner) reply.header('x-member-key', owner);
      const template = await renderer.template(request.url);
      // Outside production, tests read how many render passes the page needed (should be 1).
      if (!config.isProduction) reply.header('x-render-passes', String(result.renderPasses ?? 1));
      return reply
        .status(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          fillTemplate(template, {
            // When the data was rendered (the offline banner's time) and for whom.
            head:
              meta('rendered-at', renderedAt) +
              (owner ? meta('member-key', owner) : '') +
              (result.head ?? '') +
              (renderer.routePreloads?.(result.routeModules) ?? ''),
            html: result.html ?? '',
            state: result.state ?? '',
          }),
        );
    }

    app.decorate('renderPage', renderPage);
    app.get('/*', renderPage);
  },
  { name: 'ssr', dependencies: ['graphql'] },
);
