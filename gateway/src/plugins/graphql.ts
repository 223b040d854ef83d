import { existsSync } from 'node:fs';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { typeDefs } from '@myvalue/schema';
import type { GraphQLRequest, GraphQLResponse } from '@myvalue/schema/ssr-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { GatewayContext } from '../context.js';
import type { Readiness } from '../health/readiness.js';
import { createArmor } from '../graphql/limits.js';
import { graphqlRequestProblem } from '../graphql/request-guard.js';
import { createResponseCache } from '../graphql/response-cache.js';
import { graphqlMetricsPlugin, trustedOperationNames } from '../observability/graphql-metrics.js';
import { graphqlTracingPlugin } from '../observability/graphql-tracing.js';
import { isTracing } from '../observability/tracing.js';
import { resolvers } from '../graphql/resolvers.js';
import { mutationLimitsPlugin } from '../rate-limit/mutation-limits.js';
import { untrustedInputPlugin } from '../graphql/untrusted-input.js';
import { publicError } from '../graphql/public-errors.js';
import {
  loadTrustedDocuments,
  persistedHash,
  trustedDocumentsCache,
  type TrustedDocuments,
} from '../graphql/trusted-documents.js';
import { PLAYGROUND_POLICY } from '../security/content-security-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs an operation in process, as the given request's visitor (used by server rendering). */
    executeGraphQL(
      request: FastifyRequest,
      reply: FastifyReply,
      body: GraphQLRequest,
    ): Promise<GraphQLResponse>;
  }
}

export interface GraphQLPluginOptions {
  config: Config;
  contextFor: (request: FastifyRequest, reply: FastifyReply) => GatewayContext;
  /** GraphiQL's page, answered to a browser's GET /graphql when the playground is on. */
  playgroundPage?: () => Promise<string>;
  /** While an upstream is away, no response is stored (absent: always ready). */
  readiness?: Pick<Readiness, 'isReady'>;
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
}

export const graphqlPlugin = fp<GraphQLPluginOptions>(
  async (app: FastifyInstance, { config, contextFor, playgroundPage, readiness }) => {
    let trusted: TrustedDocuments = new Map();
    if (existsSync(config.trustedDocumentsPath)) {
      trusted = await loadTrustedDocuments(config.trustedDocumentsPath);
    } else if (config.isProduction) {
      throw new Error(`Trusted documents not found at ${config.trustedDocumentsPath}`);
    }

    const operationNames = trustedOperationNames(trusted);
    const armor = createArmor();
    const responseCache = createResponseCache(config.redisUrl);
    app.addHook('onClose', responseCache.close);

    const apollo = new ApolloServer<GatewayContext>({
      typeDefs,
      resolvers,
      csrfPrevention: true,
      introspection: !config.isProduction,
      hideSchemaDetailsFromClientErrors: true,
      includeStacktraceInErrorResponses: !config.isProduction,
      // In production an error says what happened (its code), never where or why inside.
      ...(config.isProduction ? { formatError: publicError } : {}),
      validationRules: armor.validationRules,
      allowBatchedHttpRequests: false,
      cache: responseCache.cache,
      persistedQueries: {
        cache: trustedDocumentsCache(
          trusted,
          config.isProduction ? null : new InMemoryLRUCache<string>(),
        ),
      },
      plugins: [
        // graphql-armor is a CommonJS package and so sees Apollo's CommonJS typings.
        ...(armor.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
        fastifyApolloDrainPlugin(app),
        graphqlMetricsPlugin(operationNames, config.responseCache),
        ...(isTracing() ? [graphqlTracingPlugin(operationNames)] : []),
        // Before the limits: a refused argument counts against nothing and calls nothing.
        untrustedInputPlugin<GatewayContext>(),
        mutationLimitsPlugin(),
        ApolloServerPluginLandingPageDisabled(),
        ApolloServerPluginCacheControl({ defaultMaxAge: 0 }),
        ...(config.responseCache
          ? [
              responseCachePlugin<GatewayContext>({
                // Only visitors' answers are stored. A member may be answered from them: an
                // answer is stored only when every field has a max age, and every field that
                // depends on the member has none (`viewer`, the PRIVATE fields), so a stored
                // answer holds nothing a member would see differently.
                shouldReadFromCache: async () => true,
                // The plugin itself never stores an answer with errors (a degraded one).
                shouldWriteToCache: async ({ contextValue }) =>
                  !contextValue.session.hasToken && (readiness?.isReady() ?? true),
              }),
            ]
          : []),
      ],
    });
    await apollo.start();

    const handle = fastifyApolloHandler(apollo, {
      context: async (request, reply) => contextFor(request, reply),
    });

    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/graphql',
      bodyLimit: config.graphqlBodyLimitBytes,
      handler: async function (request, reply) {
        const params = (request.method === 'GET' ? request.query : request.body) as
          { query?: unknown; extensions?: unknown; variables?: unknown } | undefined;
        const problem = graphqlRequestProblem(params);
        if (problem) return refuse(reply, problem.status, problem.code, problem.message);
        if (
          request.method === 'GET' &&
          playgroundPage &&
          !params?.query &&
          !params?.extensions &&
          request.headers.accept?.includes('text/html')
        ) {
          return reply
            .header('content-type', 'text/html; charset=utf-8')
            .header('content-security-policy', PLAYGROUND_POLICY)
            .send(await playgroundPage());
        }
        if (config.isProduction && request.method !== 'OPTIONS') {
          // Trusted documents: only the client's own operations, named by their hash.
          if (params?.query) {
            return refuse(
              reply,
              400,
              'PERSISTED_QUERY_ONLY',
              'Only trusted documents are accepted',
            );
          }
          const hash = persistedHash(params?.extensions);
          if (!hash || !trusted.has(hash)) {
            return refuse(reply, 400, 'UNKNOWN_OPERATION', 'Unknown operation');
          }
        }
        type Handler = Parameters<typeof handle>;
        return handle.call(this, request as Handler[0], reply as Handler[1]);
      },
    });

    app.decorate(
      'executeGraphQL',
      async (request: FastifyRequest, reply: FastifyReply, body: GraphQLRequest) => {
        const response = await apollo.executeOperation(body, {
          contextValue: contextFor(request, reply),
        });
        if (response.body.kind !== 'single') {
          throw new Error('Incremental delivery is not used by server rendering');
        }
        const { data, errors } = response.body.singleResult;
        return { data, errors };
      },
    );
  },
  { name: 'graphql' },
);
