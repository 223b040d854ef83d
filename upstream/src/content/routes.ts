import type { FastifyPluginAsync } from 'fastify';
import type { Upstream } from '../context.js';
import { categoryRoutes } from './categories/routes.js';

/** The content API, mounted under `/content`. */
export const contentRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  await app.register(categoryRoutes, { prefix: '/v1', upstream });
};
