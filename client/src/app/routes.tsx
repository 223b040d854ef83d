import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import {
  data,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { HeaderQuery } from '../lib/header-query';
import type { PublicConfig } from '../config/public-config';
import { importWithReload } from '../features/resilience/reload-guard';
import { isAllowedExternal } from '../lib/external-navigation';
import { refusedInputIsNotFound, type RouteHandle } from '../lib/route-data';
import { afterNextPaint } from '../lib/yield-to-browser';
import { accountLoader } from './layouts/account-loader';
import { revalidateUnlessOverlay } from './revalidate-unless-overlay';
import { DefaultLayout } from './layouts/default-layout';
import { EventPageLayout } from './layouts/event-page-layout';
import { BareLayout, FooterOnlyLayout } from './layouts/footer-only-layout';
import { PromoPageLayout } from './layouts/promo-page-layout';
import { RootErrorFrame, RootFrame } from './root-frame';
import { RouteErrorPage } from '../features/error-page/route-error-page';

/** What a route module (`routes/<area>/<name>-route.tsx`) exports. */
interface RouteModule {
  Component: ComponentType;
}

/**
 * What a route's loader module (`routes/<area>/<name>-loader.ts`, when the route has data)
 * exports. It lives apart from the page's components so that preloading a page's data runs no
 * component code.
 */
interface LoaderModule {
  /** A loader that needs the Apollo client (data loaded before the page is entered). */
  createLoader: (client: ApolloClient) => LoaderFunction;
}

export interface RouteDeps {
  client: ApolloClient;
  publicConfig: PublicConfig;
  /**
   * The client a link in view's data preload runs the loader with (in the browser: one that keeps
   * the answers for the page's client instead of writing them into its cache).
   */
  preloadClient?: () => ApolloClient;
  /**
   * The table renders the shared shell of a member's page (entry-server's `renderShell`, as a
   * visitor): the account area's loaders, which read the member, do not run; its pages are holes
   * that each member's render fills.
   */
  shell?: boolean;
}

/**
 * A members' loader in the shared shell (RouteDeps.shell): it reads nothing, and resolves to
 * what every loader of ours resolves to (the data is in Apollo's cache), so the router's
 * hydration data in the shell is the member's page's.
 */
const shellStandIn = () => null;

/** The manifest id of Chakra's scope, loaded with every route that renders Chakra components. */
const CHAKRA_SCOPE_MODULE = 'src/components/chakra-scope.tsx';
/** The account area's layout module, by its manifest id. */
const ACCOUNT_LAYOUT_MODULE = 'src/app/layouts/account-page-layout.tsx';

interface RouteOptions {
  /** The page is the member's own (the account area): no loader runs for the shared shell. */
  membersOnly?: boolean;
  /**
   * `true` for a route module that renders Chakra widgets (docs/architecture.md, "Styling"):
   * it loads Chakra's runtime with its module and renders inside its provider. Without it a
   * route renders as plain markup, and Chakra is not part of its first load.
   */
  chakra?: boolean;
}

const importChakraScope = () => import('../components/chakra-scope');

const routeModules = import.meta.glob<RouteModule>('../routes/**/*-route.tsx');
const loaderModules = import.meta.glob<LoaderModule>('../routes/**/*-loader.ts');

/**
 * A code-split route, named by its module under `routes/` without the suffix (`promo/promo-list`
 * for `routes/promo/promo-list-route.tsx`, with its loader in `promo-list-loader.ts` when there
 * is one). The modules load on first use, with Chakra's scope in parallel when the route asks for
 * it. The scoped component is made once per resolution: a new component type per render would
 * remount the page.
 */
function lazyRoute(
  name: string,
  deps: RouteDeps,
  options: RouteOptions = {},
): Pick<RouteObject, 'lazy' | 'handle' | 'shouldRevalidate'> {
  const importRoute = routeModules[`../routes/${name}-route.tsx`];
  if (!importRoute) throw new Error(`No route module routes/${name}-route.tsx`);
  const importLoader = loaderModules[`../routes/${name}-loader.ts`];
  // A members' page in the shared shell is a hole: its data is each member's (RouteDeps.shell).
  const loads = !(options.membersOnly && deps.shell);
  const chakra = options.chakra ?? false;
  const load = async (): Promise<Pick<RouteObject, 'Component' | 'loader'>> => {
    const [module, loaderModule, scope] = await Promise.all([
      importRoute(),
      loads ? importLoader?.() : undefined,
      chakra ? importChakraScope() : undefined,
    ]);
    return {
      Component: scope ? scope.withChakraScope(module.Component) : module.Component,
      ...(loaderModule
        ? { loader: refusedInputIsNotFound(loaderModule.createLoader(deps.client)) }
        : importLoader
          ? { loader: shellStandIn }
          : {}),
    };
  };
  const handle: RouteHandle = {
    modules: [
      `src/routes/${name}-route.tsx`,
      ...(importLoader ? [`src/routes/${name}-loader.ts`] : []),
      ...(chakra ? [CHAKRA_SCOPE_MODULE] : []),
    ],
    ...(importLoader
      ? {
          preloadData: async (url: URL, params: Params) => {
            const { createLoader } = await importLoader();
            // Our loaders read only the request and the params.
            const args = { request: new Request(url.href), params, context: undefined };
            const client = deps.preloadClient?.() ?? deps.client;
            return createLoader(client)(args as unknown as LoaderFunctionArgs);
          },
        }
      : {}),
  };
  return {
    // Asked for once the press that navigates has painted: inside the click, Vite's preload of the
    // route's chunks (a `<link rel="modulepreload">` each) and the loader's first synchronous step
    // held the tap's frame back (~260 ms at 14× CPU, a promo opened from /promo).
    lazy: () => importWithReload(() => afterNextPaint().then(load)),
    handle,
    shouldRevalidate: revalidateUnlessOverlay,
  };
}

/**
 * The account area's layout (static, no Chakra): its pages still on Chakra bring their scope
 * with them (`lazyRoute`), so `/account/poin` loads none.
 */
async function loadAccountLayout(): Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> {
  const { AccountPageLayout } = await import('./layouts/account-page-layout');
  return {
    Component: () => <AccountPageLayout />,
    ErrorBoundary: () => (
      <AccountPageLayout>
        <RouteErrorPage />
      </AccountPageLayout>
    ),
  };
}

/**
 * The shell's data (header: member and categories) for every page, asked in parallel with the
 * page's own loader; failures of single fields are tolerated (SPEC 4).
 */
export async function loadShellData(client: ApolloClient): Promise<null> {
  await client.query({ query: HeaderQuery, errorPolicy: 'all' });
  return null;
}

/**
 * SPEC 2: a route definition may carry a redirect. An internal target is a loader redirect
 * (an HTTP 302 on the server); an external one navigates the whole window, and only to an
 * allowed host: any other is refused with a 403.
 */
function redirectRoute(path: string, target: string, config: PublicConfig): RouteObject {
  return {
    path,
    loader: () => {
      if (target.startsWith('/') && !target.startsWith('//')) return redirect(target);
      if (isAllowedExternal(target, config)) return redirect(target);
      throw data(`Navigasi ke alamat luar ditolak: ${target}`, { status: 403 });
    },
  };
}

/** The route table, built per Apollo client so loaders fetch through the same cache. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const route = (name: string, options?: RouteOptions) => lazyRoute(name, deps, options);
  const accountRoute = (name: string, options?: RouteOptions) =>
    lazyRoute(name, deps, { ...options, membersOnly: true });

  return [
    {
      id: 'root',
      loader: () => loadShellData(deps.client),
      // The shell's data does not change with the URL; member changes update the cache.
      shouldRevalidate: () => false,
      element: <RootFrame />,
      errorElement: <RootErrorFrame />,
      children: [
        {
          id: 'default-layout',
          element: <DefaultLayout />,
          errorElement: (
            <DefaultLayout>
              <RouteErrorPage />
            </DefaultLayout>
          ),
          children: [
            { index: true, ...route('home/home') },
            { path: 'about', ...route('about/about') },
            { path: 'article', ...route('article/article-list') },
            {
              path: 'article/:slug',
              ...route('article/article-detail'),
            },
            { path: 'campaign/:slug', ...route('campaign/campaign') },
            {
              path: 'campaign-event/:slug',
              ...route('campaign-event/campaign-event'),
            },
            {
              path: 'category/:slug',
              ...route('category/category'),
            },
            { path: 'health', ...route('health/health') },
            { path: 'merchant', ...route('merchant/merchant-list') },
            {
              path: 'merchant/:slug',
              ...route('merchant/merchant-detail'),
            },
            { path: 'search', ...route('search/search', { chakra: true }) },
          ],
        },
        {
          id: 'promo-page-layout',
          element: <PromoPageLayout />,
          errorElement: (
            <PromoPageLayout>
              <RouteErrorPage />
            </PromoPageLayout>
          ),
          children: [
            { path: 'promo', ...route('promo/promo-list') },
            { path: 'promo/:slug', ...route('promo/promo-detail') },
          ],
        },
        {
          id: 'event-page-layout',
          element: <EventPageLayout />,
          errorElement: (
            <EventPageLayout>
              <RouteErrorPage />
            </EventPageLayout>
          ),
          children: [
            { path: 'event', ...route('event/event-list') },
            { path: 'event/:slug', ...route('event/event-detail') },
            {
              path: 'event/:slug/register',
              ...route('event/event-register', { chakra: true }),
            },
          ],
        },
        {
          id: 'account-page-layout',
          path: 'account',
          // Members only: the layout loads lazily, its guard (the loader) is static and runs first.
          lazy: () => importWithReload(loadAccountLayout),
          handle: { modules: [ACCOUNT_LAYOUT_MODULE] } satisfies RouteHandle,
          loader: deps.shell ? shellStandIn : accountLoader(deps.client),
          shouldRevalidate: revalidateUnlessOverlay,
          children: [
            { index: true, ...accountRoute('account/account') },
            { path: 'badge', ...accountRoute('account/badge') },
            { path: 'poin', ...accountRoute('account/point') },
            { path: 'referral', ...accountRoute('account/referral') },
            { path: 'setting', ...accountRoute('account/setting', { chakra: true }) },
            { path: 'voucher', ...accountRoute('account/voucher') },
            { path: 'voucher/bookmark', ...accountRoute('account/voucher-bookmark') },
            { path: 'voucher/history', ...accountRoute('account/voucher-history') },
          ],
        },
        {
          id: 'footer-only-layout',
          element: <FooterOnlyLayout />,
          errorElement: (
            <FooterOnlyLayout>
              <RouteErrorPage />
            </FooterOnlyLayout>
          ),
          children: [
            { path: 'business', ...route('business/business', { chakra: true }) },
            {
              path: 'gramedia-troops',
              ...route('gramedia-troops/gramedia-troops', { chakra: true }),
            },
          ],
        },
        {
          id: 'no-layout',
          element: <BareLayout />,
          children: [
            { path: 'learn-more', ...route('learn-more/learn-more') },
            { path: 'redirect', ...route('redirect/redirect') },
            { path: 'referral', ...route('referral/referral', { chakra: true }) },
          ],
        },
        // Route definitions that only redirect (SPEC 2).
        redirectRoute('voucher', '/promo', deps.publicConfig),
        redirectRoute('tnc', `${deps.publicConfig.apiHostUrl}/pages/tnc`, deps.publicConfig),
      ],
    },
  ];
}
