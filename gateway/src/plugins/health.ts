import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UpstreamProbe } from '../health/upstream-probe.js';

export interface HealthOptions {
  probe: UpstreamProbe;
}

/** `/healthz`: the process is up. `/readyz`: every upstream answers. Both JSON. */
export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, { probe }) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      const results = await probe.check();
      const upstreams = Object.fromEntries(results.map((result) => [result.name, result.state]));
      const ready = results.every((result) => result.ok);
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', upstreams });
    });
  },
  { name: 'health' },
);
