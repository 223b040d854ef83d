import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Upstream } from './context.js';
import { ApiError, errorResponses } from './http/errors.js';
import { responseSchema } from './http/schema.js';

const Health = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsync<{ upstream: Upstream }> = async (
  app,
  { upstream },
) => {
  const schema = { response: { 200: responseSchema(Health), ...errorResponses(503) } };
  const databaseAnswers = async () => {
    try {
      await upstream.db.query('SELECT 1');
    } catch {
      throw new ApiError(503, 'unavailable', 'Basis data tidak dapat dihubungi');
    }
    return { status: 'ok' as const };
  };
  app.get('/healthz', { schema }, databaseAnswers);
  // The same answer: the server listens only after migrating and seeding (app.ts), so any
  // answer here means the data is all there.
  app.get('/readyz', { schema }, databaseAnswers);
};
