import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { GraphQLRequest, GraphQLResponse } from '@myvalue/schema/ssr-contract';

/** Server rendering asks the gateway's schema directly: no HTTP round trip to itself. */
export function createInProcessLink(
  execute: (request: GraphQLRequest) => Promise<GraphQLResponse>,
): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
