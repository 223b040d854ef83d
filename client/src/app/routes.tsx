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
import { HeaderQuery } from '../features/header/header-query';
import type { PublicConfig } from '../config/public-config';
import { importWithReload } from '../features/resilience/reload-guard';
import { isAllowedExternal } from '../lib/external-navigation';
import { accountLoader } from './layouts/account-loader';
import { DefaultLayout } from './layouts/default-layout';
import { EventPageLayout } from './layouts/event-page-layout';
import { BareLayout, FooterOnlyLayout } from './layouts/footer-only-layout';
import { PromoPageLayout } from './layouts/promo-page-layout';
import { RootErrorFrame, RootFrame } from './root-frame';
import { RouteErrorPage } from '../features/error-page/route-error-page';

/** What a route module under routes/<area>/ exports. */
export interface RouteModule {
  Component: ComponentType;
  /** A loader that needs the Apollo client (data loaded before the page is entered). */
  createLoader?: (client: ApolloClient) => LoaderFunction;
}

export interface RouteDeps {
  client: ApolloClient;
  publicConfig: PublicConfig;
}

/** What a link in view may warm up for the route it leads to (see link-preload). */
export interface RouteHandle {
  /**
   * Loads the route's code (and Chakra's scope when the route renders under it); resolves to
   * the route module. A failed preload is only retried later; it never reloads.
   */
  preload: () => Promise<unknown>;
  /** The route renders under a `ChakraScope` (see route-module-ids: the server preloads it). */
  chakra: boolean;
  /** Runs the route's loader for a URL, filling the Apollo cache (its code loads first). */
  preloadData: (url: URL, params: Params) => Promise<unknown>;
}

export interface RouteOptions {
  /**
   * `false` for a route module that renders no Chakra component: it then renders without
   * Chakra's provider, and Chakra's runtime is not part of its first load.
   */
  chakra?: boolean;
}

const importChakraScope = () => import('./chakra-scope');

/**
 * A code-split route: the module loads on first use (or when a link to it comes into view),
 * with Chakra's scope in parallel unless the route opts out. The scoped component is made
 * once per resolution: a new component type per render would remount the page.
 */
function lazyRoute(
  importer: () => Promise<RouteModule>,
  deps: RouteDeps,
  options: RouteOptions = {},
): Pick<RouteObject, 'lazy' | 'handle'> {
  const chakra = options.chakra ?? true;
  const load = async (): Promise<RouteModule> => {
    if (!chakra) return importer();
    const [module, scope] = await Promise.all([importer(), importChakraScope()]);
    return { ...module, Component: scope.withChakraScope(module.Component) };
  };
  const handle: RouteHandle = {
    preload: chakra
      ? () => Promise.all([importer(), importChakraScope()]).then(([module]) => module)
      : importer,
    chakra,
    preloadData: async (url, params) => {
      const module = await importer();
      // Our loaders read only the request and the params.
      const args = { request: new Request(url.href), params, context: undefined };
      return module.createLoader?.(deps.client)(args as unknown as LoaderFunctionArgs);
    },
  };
  return {
    lazy: async () => {
      const module = await importWithReload(load);
      return module.createLoader
        ? { Component: module.Component, loader: module.createLoader(deps.client) }
        : { Component: module.Component };
    },
    handle,
  };
}

/** The account area's layout module, by its manifest id (see route-module-ids). */
export const ACCOUNT_LAYOUT_MODULE = 'src/app/layouts/account-page-layout.tsx';

async function loadAccountLayout(): Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> {
  const [{ AccountPageLayout }, { ChakraScope }] = await Promise.all([
    import('./layouts/account-page-layout'),
    importChakraScope(),
  ]);
  return {
    Component: () => (
      <ChakraScope>
        <AccountPageLayout />
      </ChakraScope>
    ),
    ErrorBoundary: () => (
      <ChakraScope>
        <AccountPageLayout>
          <RouteErrorPage />
        </AccountPageLayout>
      </ChakraScope>
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
export function redirectRoute(path: string, target: string, config: PublicConfig): RouteObject {
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
  const route = (importer: () => Promise<RouteModule>, options?: RouteOptions) =>
    lazyRoute(importer, deps, options);

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
            // The home page renders no Chakra component (theme/home-css.ts).
            { index: true, ...route(() => import('../routes/home/home-route'), { chakra: false }) },
            { path: 'about', ...route(() => import('../routes/about/about-route')) },
            { path: 'article', ...route(() => import('../routes/article/article-list-route')) },
            {
              path: 'article/:slug',
              ...route(() => import('../routes/article/article-detail-route')),
            },
            { path: 'campaign/:slug', ...route(() => import('../routes/campaign/campaign-route')) },
            {
              path: 'campaign-event/:slug',
              ...route(() => import('../routes/campaign-event/campaign-event-route')),
            },
            {
              path: 'category/:slug',
              ...route(() => import('../routes/category/category-route')),
            },
            { path: 'health', ...route(() => import('../routes/health/health-route')) },
            { path: 'merchant', ...route(() => import('../routes/merchant/merchant-list-route')) },
            {
              path: 'merchant/:slug',
              ...route(() => import('../routes/merchant/merchant-detail-route')),
            },
            { path: 'search', ...route(() => import('../routes/search/search-route')) },
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
            { path: 'promo', ...route(() => import('../routes/promo/promo-list-route')) },
            { path: 'promo/:slug', ...route(() => import('../routes/promo/promo-detail-route')) },
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
            { path: 'event', ...route(() => import('../routes/event/event-list-route')) },
            { path: 'event/:slug', ...route(() => import('../routes/event/event-detail-route')) },
            {
              path: 'event/:slug/register',
              ...route(() => import('../routes/event/event-register-route')),
            },
          ],
        },
        {
          id: 'account-page-layout',
          path: 'account',
          // A member-only area still on Chakra: its layout loads with Chakra's scope, only here.
          lazy: () => importWithReload(loadAccountLayout),
          handle: { layoutModule: ACCOUNT_LAYOUT_MODULE },
          loader: accountLoader(deps.client),
          children: [
            { index: true, ...route(() => import('../routes/account/account-route')) },
            { path: 'badge', ...route(() => import('../routes/account/badge-route')) },
            { path: 'poin', ...route(() => import('../routes/account/point-route')) },
            { path: 'referral', ...route(() => import('../routes/account/referral-route')) },
            { path: 'setting', ...route(() => import('../routes/account/setting-route')) },
            { path: 'voucher', ...route(() => import('../routes/account/voucher-route')) },
            {
              path: 'voucher/bookmark',
              ...route(() => import('../routes/account/voucher-bookmark-route')),
            },
            {
              path: 'voucher/history',
              ...route(() => import('../routes/account/voucher-history-route')),
            },
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
            { path: 'business', ...route(() => import('../routes/business/business-route')) },
            {
              path: 'gramedia-troops',
              ...route(() => import('../routes/gramedia-troops/gramedia-troops-route')),
            },
          ],
        },
        {
          id: 'no-layout',
          element: <BareLayout />,
          children: [
            { path: 'learn-more', ...route(() => import('../routes/learn-more/learn-more-route')) },
            { path: 'redirect', ...route(() => import('../routes/redirect/redirect-route')) },
            { path: 'referral', ...route(() => import('../routes/referral/referral-route')) },
          ],
        },
        // Route definitions that only redirect (SPEC 2).
        redirectRoute('voucher', '/promo', deps.publicConfig),
        redirectRoute('tnc', `${deps.publicConfig.apiHostUrl}/pages/tnc`, deps.publicConfig),
      ],
    },
  ];
}
