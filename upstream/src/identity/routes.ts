import type { FastifyPluginAsync } from 'fastify';
import type { Upstream } from '../context.js';

/** The identity API, mounted under `/identity`; its endpoints arrive with the identity domain. */
export const identityRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async () => {};
