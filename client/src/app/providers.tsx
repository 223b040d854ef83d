import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicConfigContext, type PublicConfig } from '../config/public-config';
import { system } from './theme';

export function Providers(props: {
  client: ApolloClient;
  publicConfig: PublicConfig;
  children: ReactNode;
}) {
  return (
    <PublicConfigContext.Provider value={props.publicConfig}>
      <ApolloProvider client={props.client}>
        <ChakraProvider value={system}>{props.children}</ChakraProvider>
      </ApolloProvider>
    </PublicConfigContext.Provider>
  );
}
