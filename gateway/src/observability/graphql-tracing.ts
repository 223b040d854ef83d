import type { ApolloServerPlugin } from '@apollo/server';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Asked for per request, not at import: this module may load another copy of the API than the
 * SDK's (ESM and CommonJS), and a tracer taken before the SDK registered stays a no-op.
 */
const tracer = () => trace.getTracer('myvalue-gateway/graphql');

/**
 * A span for each GraphQL operation, named by operation (a trusted document's name, or `other`),
 * under the request's span, and one for each of its root fields: the resolvers that reach the
 * upstreams. Deeper fields are the same objects' properties, and a span each would bury them.
 */
export function graphqlTracingPlugin(knownOperations: ReadonlySet<string>): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const span = tracer().startSpan('graphql');
      const within = trace.setSpan(context.active(), span);
      return {
        async didResolveOperation({ operationName, operation }) {
          const name =
            operationName && knownOperations.has(operationName) ? operationName : 'other';
          const type = operation?.operation ?? 'query';
          span.updateName(`graphql ${type} ${name}`);
          span.setAttributes({ 'graphql.operation.name': name, 'graphql.operation.type': type });
        },
        async executionDidStart() {
          return {
            willResolveField({ info }) {
              if (info.path.prev !== undefined) return;
              const field = tracer().startSpan(
                `resolve ${info.parentType.name}.${info.fieldName}`,
                { attributes: { 'graphql.field.name': info.fieldName } },
                within,
              );
              return (error) => {
                if (error) {
                  field.recordException(error);
                  field.setStatus({ code: SpanStatusCode.ERROR });
                }
                field.end();
              };
            },
          };
        },
        async willSendResponse({ errors }) {
          if (errors?.length) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
  };
}
