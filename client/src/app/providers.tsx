import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicConfigContext, type PublicConfig } from '../config/public-config';
import { system } from './theme';

/**
 * `ChakraProvider` renders the system's layer order, preflight, global and token CSS as
 * Emotion globals in every page. The build ships them as one hashed stylesheet instead
 * (build/chakra-css-plugin.ts), so the provider gets the same system without them. (Chakra
 * does not export its context provider alone; a render-only view of the system is the way.)
 */
const systemWithoutGlobalCss: typeof system = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
};

export function Providers(props: {
  client: ApolloClient;
  publicConfig: PublicConfig;
  children: ReactNode;
}) {
  return (
    <PublicConfigContext.Provider value={props.publicConfig}>
      <ApolloProvider client={props.client}>
        <ChakraProvider value={systemWithoutGlobalCss}>{props.children}</ChakraProvider>
      </ApolloProvider>
    </PublicConfigContext.Provider>
  );
}
