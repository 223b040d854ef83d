import type { ApolloServerPlugin } from '@apollo/server';
import { parse } from 'graphql';
import type { TrustedDocuments } from '../graphql/trusted-documents.js';
import { metrics } from './metrics.js';

/** The operation names of the client's trusted documents: the only names a label may take. */
export function trustedOperationNames(trusted: TrustedDocuments): ReadonlySet<string> {
  const names = new Set<string>();
  for (const document of trusted.values()) {
    for (const definition of parse(document).definitions) {
      if (definition.kind === 'OperationDefinition' && definition.name) {
        names.add(definition.name.value);
      }
    }
  }
  return names;
}

/**
 * Counts each GraphQL operation by name and outcome, with its time, and whether a query was
 * answered from the response cache (Apollo's `responseCacheHit`). A name that is not one of the
 * trusted documents' counts as `other`: a caller cannot add series by naming operations.
 */
export function graphqlMetricsPlugin(
  knownOperations: ReadonlySet<string>,
  responseCache: boolean,
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, operation, errors, response, metrics: request }) {
          const name =
            operationName && knownOperations.has(operationName) ? operationName : 'other';
          const answerErrors =
            response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const failed = Boolean(errors?.length) || Boolean(answerErrors?.length);
          metrics.graphqlOperations.inc({ operation: name, outcome: failed ? 'error' : 'ok' });
          metrics.graphqlDuration.observe(
            { operation: name },
            (performance.now() - started) / 1000,
          );
          if (responseCache && operation?.operation === 'query') {
            metrics.responseCache.inc({ result: request.responseCacheHit ? 'hit' : 'miss' });
          }
        },
      };
    },
  };
}
