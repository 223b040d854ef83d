import type { FastifyPluginAsync } from 'fastify';
import type { Upstream } from '../context.js';

/** The single-sign-on host, mounted under `/sso`; `/authorize/` arrives with the identity domain. */
export const ssoRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async () => {};
