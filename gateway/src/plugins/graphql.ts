import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { typeDefs } from '@myvalue/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayContext } from '../context.js';
import { resolvers } from '../graphql/resolvers.js';

export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs an operation in process, as the given request's visitor (used by server rendering). */
    executeGraphQL(
      request: FastifyRequest,
      body: GraphQLRequestBody,
    ): Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;
  }
}

export interface GraphQLPluginOptions {
  contextFor: (request: FastifyRequest) => GatewayContext;
  isProduction: boolean;
}

export const graphqlPlugin = fp<GraphQLPluginOptions>(
  async (app: FastifyInstance, options) => {
    const apollo = new ApolloServer<GatewayContext>({
      typeDefs,
      resolvers,
      csrfPrevention: true,
      introspection: !options.isProduction,
      plugins: [fastifyApolloDrainPlugin(app)],
    });
    await apollo.start();

    await app.register(fastifyApollo(apollo), {
      path: '/graphql',
      context: async (request) => options.contextFor(request),
    });

    app.decorate('executeGraphQL', async (request: FastifyRequest, body: GraphQLRequestBody) => {
      const response = await apollo.executeOperation(body, {
        contextValue: options.contextFor(request),
      });
      if (response.body.kind !== 'single') {
        throw new Error('Incremental delivery is not used by server rendering');
      }
      const { data, errors } = response.body.singleResult;
      return { data, errors };
    });
  },
  { name: 'graphql' },
);
