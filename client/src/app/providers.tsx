import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PublicConfigContext, type PublicConfig } from '../config/public-config';
import { HeaderDataProvider } from '../lib/header-query';

/**
 * The app's contexts. Chakra's provider is not one of them: the shell is static markup, and
 * what still renders Chakra components brings its own `ChakraScope` (components/chakra-scope.tsx).
 */
export function Providers(props: {
  client: ApolloClient;
  publicConfig: PublicConfig;
  children: ReactNode;
}) {
  return (
    <PublicConfigContext.Provider value={props.publicConfig}>
      <ApolloProvider client={props.client}>
        <HeaderDataProvider>{props.children}</HeaderDataProvider>
      </ApolloProvider>
    </PublicConfigContext.Provider>
  );
}
