import type { FastifyPluginAsync } from 'fastify';
import type { Upstream } from '../context.js';
import { registerOpenApi } from '../http/openapi.js';
import { articleRoutes } from './articles/routes.js';
import { campaignRoutes } from './campaigns/routes.js';
import { categoryRoutes } from './categories/routes.js';
import { eventRoutes } from './events/routes.js';
import { homeRoutes } from './home/routes.js';
import { merchantRoutes } from './merchants/routes.js';
import { partnerRoutes } from './partners/routes.js';
import { promoRoutes } from './promos/routes.js';
import { referralRoutes } from './referral/routes.js';
import { searchRoutes } from './search/routes.js';
import { voucherRoutes } from './vouchers/routes.js';

/** The content API, mounted under `/content`; its OpenAPI document is `/content/openapi.json`. */
export const contentRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  await registerOpenApi(app, {
    title: 'MyValue content API (reference upstream)',
    version: '1.0.0',
    description:
      'Promos, vouchers, merchants, events, campaigns, articles, home content, referral and ' +
      'partner inquiries. ' +
      'Errors are `{ id, detail, errorCode }`; paged lists `{ count, next, previous, perPage, results }`.',
    publicUrl: upstream.publicUrl,
  });
  await app.register(categoryRoutes, { prefix: '/v1', upstream });
  await app.register(promoRoutes, { prefix: '/v1', upstream });
  await app.register(merchantRoutes, { prefix: '/v1', upstream });
  await app.register(voucherRoutes, { upstream });
  await app.register(eventRoutes, { prefix: '/v1', upstream });
  await app.register(campaignRoutes, { upstream });
  await app.register(articleRoutes, { prefix: '/v1', upstream });
  await app.register(homeRoutes, { prefix: '/v1', upstream });
  await app.register(referralRoutes, { prefix: '/v1', upstream });
  await app.register(searchRoutes, { prefix: '/v1', upstream });
  await app.register(partnerRoutes, { prefix: '/v1', upstream });
};
