import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { responseSchema } from '../../http/schema.js';
import { Results } from '../schemas.js';
import { TIERS } from '../tiers.js';

const TierBody = z.object({
  code: z.string().describe('SILVER, GOLD or PLATINUM'),
  name: z.string(),
  minPoint: z.int().describe('Tier points needed: points earned and not yet expired'),
  benefits: z.array(z.string()).describe('What members of the tier get, in Indonesian'),
});

/** The public tier list, lowest first: the membership explainer shows it to visitors. */
export const tierRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/v1/tiers',
    {
      schema: {
        summary: 'Membership tiers, lowest first, with their threshold and benefits (public)',
        response: { 200: responseSchema(Results(TierBody)) },
      },
    },
    async () => ({
      results: TIERS.map(({ code, name, minPoint, benefits }) => ({
        code,
        name,
        minPoint,
        benefits: [...benefits],
      })),
    }),
  );
};
