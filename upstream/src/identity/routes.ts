import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import type { Upstream } from '../context.js';
import { registerOpenApi } from '../http/openapi.js';
import { accountRoutes } from './account/routes.js';
import { authRoutes } from './auth/routes.js';
import { badgeRoutes } from './badges/routes.js';
import { cardRoutes } from './cards/routes.js';
import { locationRoutes } from './locations/routes.js';
import { pointRoutes } from './points/routes.js';
import { unavailableRoutes } from './social.js';
import { tierRoutes } from './tiers/routes.js';
import { userRoutes } from './users/routes.js';

/** The identity API, mounted under `/identity`; its OpenAPI document is `/identity/openapi.json`. */
export const identityRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  await registerOpenApi(app, {
    title: 'MyValue identity API (reference upstream)',
    version: '1.0.0',
    description:
      'Sign-in tokens (authorization code + PKCE S256, rotating refresh tokens), member profile, ' +
      'points, tiers, cards, badges and locations. Member routes need `Authorization: Bearer ' +
      '<access token>`. Errors are `{ id, detail, errorCode }`.',
    publicUrl: upstream.publicUrl,
  });
  await app.register(formbody);
  await app.register(authRoutes, { upstream });
  await app.register(userRoutes, { upstream });
  await app.register(accountRoutes, { upstream });
  await app.register(pointRoutes, { upstream });
  await app.register(cardRoutes, { upstream });
  await app.register(badgeRoutes, { upstream });
  await app.register(locationRoutes, { upstream });
  await app.register(tierRoutes);
  await app.register(unavailableRoutes);
};
