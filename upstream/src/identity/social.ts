import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, sendError } from '../http/errors.js';

/** Partner-app mapping and social sign-in exist in the real programme but not here: 501. */
export const unavailableRoutes: FastifyPluginAsync = async (app) => {
  const routes: [string, string, string][] = [
    ['/v1/social_login/code', 'social_login_unavailable', 'Login sosial belum tersedia'],
    ['/v1/social_login/token', 'social_login_unavailable', 'Login sosial belum tersedia'],
    ['/v1/social_login/register', 'social_login_unavailable', 'Login sosial belum tersedia'],
    [
      '/v1/client_mapping/check',
      'client_mapping_unavailable',
      'Penghubungan akun aplikasi mitra belum tersedia',
    ],
    [
      '/v1/client_mapping/connect',
      'client_mapping_unavailable',
      'Penghubungan akun aplikasi mitra belum tersedia',
    ],
  ];
  for (const [url, errorCode, detail] of routes) {
    app.route({
      method: ['GET', 'POST'],
      url,
      schema: { summary: `Not available: answers 501 ${errorCode}`, response: errorResponses(501) },
      handler: async (request, reply) => sendError(request, reply, 501, errorCode, detail),
    });
  }
};
