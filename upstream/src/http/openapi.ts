import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { PublicUrl } from './public-url.js';

export interface OpenApiOptions {
  title: string;
  version: string;
  description?: string;
  /** When given, the document names the upstream's public base as its server. */
  publicUrl?: PublicUrl;
}

/**
 * Publishes an OpenAPI 3 document of the routes of one prefix at `{prefix}/openapi.json`.
 *
 * Call it first thing inside the prefix's own (encapsulated) plugin, before any route is added:
 * `@fastify/swagger` collects routes through an `onRoute` hook, and a hook added in a scope only
 * sees the routes of that scope and its children. So `/content/openapi.json` lists the content
 * routes only, and `/identity/openapi.json` the identity ones. Paths in the document are full
 * paths on the upstream (`/content/v1/promos`). Bearer-protected routes declare
 * `security: [{ bearerAuth: [] }]` in their schema.
 */
export async function registerOpenApi(
  scope: FastifyInstance,
  { title, version, description, publicUrl }: OpenApiOptions,
): Promise<void> {
  await scope.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title, version, ...(description ? { description } : {}) },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Access token' },
        },
      },
    },
  });

  scope.get('/openapi.json', { schema: { hide: true } }, async () => {
    const document = scope.swagger() as unknown as Record<string, unknown>;
    return publicUrl ? { ...document, servers: [{ url: publicUrl.base }] } : document;
  });
}
