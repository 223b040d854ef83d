import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Agent, request } from 'undici';

export interface HealthOptions {
  /** Addresses whose answer (any status below 500) shows an upstream is reachable. */
  probes: Record<string, string>;
  timeoutMs: number;
}

/** `/healthz`: the process is up. `/readyz`: every upstream answers. Both JSON. */
export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, options) => {
    // Its own pool, without the retry rule: readiness should report a failure, not hide it.
    const dispatcher = new Agent({ keepAliveTimeout: 10_000 });
    app.addHook('onClose', () => dispatcher.close());

    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      const entries = await Promise.all(
        Object.entries(options.probes).map(async ([name, url]) => {
          try {
            const response = await request(url, {
              dispatcher,
              headersTimeout: options.timeoutMs,
              bodyTimeout: options.timeoutMs,
            });
            await response.body.dump();
            return [name, response.statusCode < 500 ? 'ok' : `status ${response.statusCode}`];
          } catch (error) {
            return [name, error instanceof Error ? error.message : 'unreachable'];
          }
        }),
      );
      const upstreams = Object.fromEntries(entries) as Record<string, string>;
      const ready = Object.values(upstreams).every((state) => state === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', upstreams });
    });
  },
  { name: 'health' },
);
