import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Config } from './config.js';
import type { ReminderStore } from './modules/push/reminder-store.js';
import { createCategoryLoaders } from './modules/category/loaders.js';
import { createPromoLoaders } from './modules/promo/loaders.js';
import { createMerchantLoaders } from './modules/merchant/loaders.js';
import { createEventLoaders } from './modules/event/loaders.js';
import { createCampaignLoaders } from './modules/campaign/loaders.js';
import { createArticleLoaders } from './modules/article/loaders.js';
import { createUserLoader } from './modules/viewer/loaders.js';
import type { RefreshCoordinator } from './session/refresh-coordinator.js';
import { Session } from './session/session.js';
import { createContentApi, type ContentApi } from './upstream/content.js';
import { createIdentityApi, type IdentityApi } from './upstream/identity.js';
import type { UpstreamHttpOptions } from './upstream/http.js';
import { createRequestMemo, type RequestMemo } from './upstream/request-memo.js';
import type { ErrorReporter } from './observability/error-reporter.js';
import type { UpstreamProbe } from './health/upstream-probe.js';
import type { MutationLimiters } from './rate-limit/mutation-limits.js';
import type { NoticeReadStore } from './modules/notification/read-store.js';
import type { CalendarStore } from './modules/calendar/store.js';
import type { Readiness } from './health/readiness.js';
import { createHtmlSanitizer, siteHostsOf, type HtmlSanitizer } from './lib/sanitize-html.js';

/** What every resolver receives. One per HTTP request: nothing per-request is shared. */
export interface GatewayContext {
  config: Config;
  /**
   * The member once the viewer is known: failed calls are reported with their value id.
   * An object, because Apollo shallow-copies the context for each operation.
   */
  reportedUser: { valueId: string | null };
  session: Session;
  content: ContentApi;
  identity: IdentityApi;
  /** Cleans the content API's HTML fields; built once per app. */
  sanitizeHtml: HtmlSanitizer;
  /** Asks each upstream whether it answers (the same probe as `/readyz`). */
  probe: UpstreamProbe;
  /** The client's address (from X-Forwarded-For with TRUST_PROXY): the key of rate limits. */
  clientAddress: string;
  /** The limits of the mutation fields abuse aims at, by field; app-wide. */
  mutationLimits: MutationLimiters;
  /** Which notifications each member has seen; app-wide (Redis when configured). */
  seenNotices: NoticeReadStore;
  /** Members' push subscriptions and reminder sources; app-wide (Redis when configured). */
  reminders: ReminderStore;
  /** Members' calendar links and what their feeds serve; app-wide (Redis when configured). */
  calendar: CalendarStore;
  /** The site's own origin (PUBLIC_URL, else the request's): absolute links it hands out. */
  siteOrigin: string;
  loaders: {
    category: ReturnType<typeof createCategoryLoaders>;
    promo: ReturnType<typeof createPromoLoaders>;
    merchant: ReturnType<typeof createMerchantLoaders>;
    event: ReturnType<typeof createEventLoaders>;
    campaign: ReturnType<typeof createCampaignLoaders>;
    article: ReturnType<typeof createArticleLoaders>;
    user: ReturnType<typeof createUserLoader>;
  };
}

/** PUBLIC_URL without its trailing slash, else the origin the request was made to. */
function siteOrigin(config: Config, request: FastifyRequest): string {
  return config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** Built once per app: connection pools and what must outlive a request. */
export interface ContextDeps {
  config: Config;
  dispatchers: { content: Dispatcher; identity: Dispatcher };
  refresher: RefreshCoordinator;
  reporter: ErrorReporter;
  probe: UpstreamProbe;
  mutationLimits: MutationLimiters;
  seenNotices: NoticeReadStore;
  reminders: ReminderStore;
  calendar: CalendarStore;
  /** Told when an upstream cannot be reached, so the caches stop storing. */
  readiness?: Pick<Readiness, 'upstreamFailed'>;
}

function createUpstreams(
  deps: ContextDeps,
  requestId: string,
  onFailure: UpstreamHttpOptions['onFailure'],
  memo: RequestMemo,
) {
  const { config } = deps;
  return {
    content: createContentApi({
      baseUrl: config.contentApiUrl,
      timeoutMs: config.upstreamTimeoutMs,
      dispatcher: deps.dispatchers.content,
      onFailure,
      memo,
      requestId,
    }),
    identity: createIdentityApi({
      baseUrl: config.identityApiUrl,
      timeoutMs: config.upstreamTimeoutMs,
      dispatcher: deps.dispatchers.identity,
      onFailure,
      memo,
      requestId,
    }),
  };
}

/**
 * The context of one HTTP request. Server rendering runs several operations for one page:
 * they share it, so its session refreshes at most once and its loaders dedupe across them.
 */
export function createContextFactory(deps: ContextDeps) {
  const sanitizeHtml = createHtmlSanitizer({ siteHosts: siteHostsOf(deps.config) });
  const contexts = new WeakMap<FastifyRequest, GatewayContext>();
  // One per HTTP request: the operations of a server render share their reads, and so do the
  // two renders of a member's page (the shared shell, rendered through a view of the request
  // without its cookies, and the member's parts). The key of a read names its access token.
  const memos = new WeakMap<FastifyRequest['raw'], RequestMemo>();
  const memoFor = (raw: FastifyRequest['raw']) => {
    let memo = memos.get(raw);
    if (!memo) {
      memo = createRequestMemo();
      memos.set(raw, memo);
    }
    return memo;
  };
  return function contextFor(request: FastifyRequest, reply: FastifyReply): GatewayContext {
    const existing = contexts.get(request);
    if (existing) return existing;
    const { content, identity } = createUpstreams(
      deps,
      request.id,
      (failure) => {
        deps.readiness?.upstreamFailed(failure.status);
        deps.reporter.failedResponse({ ...failure, user: context.reportedUser.valueId });
      },
      memoFor(request.raw),
    );
    const context: GatewayContext = {
      config: deps.config,
      reportedUser: { valueId: null },
      session: new Session({
        request,
        reply,
        identity,
        refresher: deps.refresher,
        clientId: deps.config.ssoClientId,
      }),
      content,
      identity,
      sanitizeHtml,
      probe: deps.probe,
      clientAddress: request.ip,
      mutationLimits: deps.mutationLimits,
      seenNotices: deps.seenNotices,
      reminders: deps.reminders,
      calendar: deps.calendar,
      siteOrigin: siteOrigin(deps.config, request),
      loaders: {
        category: createCategoryLoaders(content),
        // Lazy: the session is read only when a member field asks for it.
        promo: createPromoLoaders(content, () => context.session.accessToken()),
        merchant: createMerchantLoaders(content),
        event: createEventLoaders(content, () => context.session.accessToken()),
        campaign: createCampaignLoaders(content),
        article: createArticleLoaders(content),
        user: createUserLoader(identity),
      },
    };
    contexts.set(request, context);
    return context;
  };
}
