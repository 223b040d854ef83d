import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Readiness } from '../health/readiness.js';

export interface HealthOptions {
  readiness: Readiness;
}

/** `/healthz`: the process is up. `/readyz`: every upstream answers. Both JSON. */
export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, { readiness }) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      const results = await readiness.check();
      const upstreams = Object.fromEntries(results.map((result) => [result.name, result.state]));
      const ready = results.every((result) => result.ok);
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', upstreams });
    });
  },
  { name: 'health' },
);
