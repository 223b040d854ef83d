import { HttpLink } from '@apollo/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { createRoutes } from './app/routes';
import type { PublicConfig } from './config/public-config';
import { createApolloClient, type ApolloState } from './lib/apollo';

declare global {
  interface Window {
    __APOLLO_STATE__?: ApolloState;
    __PUBLIC_CONFIG__?: PublicConfig;
  }
}

const client = createApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  state: window.__APOLLO_STATE__,
});
const publicConfig: PublicConfig = window.__PUBLIC_CONFIG__ ?? {
  brandName: 'MyValue',
  env: 'development',
};
// The router picks up the loaders' results from the server (window.__staticRouterHydrationData).
const router = createBrowserRouter(createRoutes(client));

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Providers client={client} publicConfig={publicConfig}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
