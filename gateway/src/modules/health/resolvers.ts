import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Resolvers, ServiceCheck } from '../../generated/resolvers-types.js';
import type { ProbeResult } from '../../health/upstream-probe.js';

const LABELS: Record<string, string> = {
  content: 'Content API',
  identity: 'Identity API',
};

/**
 * The gateway's own check: the time one turn of its event loop takes. This resolver running
 * at all says the process is up; a slow turn says every page is being answered late.
 */
async function checkGateway(brandName: string): Promise<ServiceCheck> {
  const checkedAt = new Date();
  const started = performance.now();
  await nextTurn();
  return {
    name: 'gateway',
    label: `Situs ${brandName}`,
    status: 'OK',
    responseTimeMs: Math.round(performance.now() - started),
    checkedAt: checkedAt.toISOString(),
  };
}

function toCheck(result: ProbeResult): ServiceCheck {
  return {
    name: result.name,
    label: LABELS[result.name] ?? result.name,
    status: result.ok ? 'OK' : 'DOWN',
    responseTimeMs: result.responseTimeMs,
    checkedAt: result.checkedAt.toISOString(),
  };
}

export const healthResolvers: Resolvers = {
  Query: {
    serviceHealth: async (_parent, _args, { probe, config }) => {
      const checkedAt = new Date().toISOString();
      const [gateway, upstreams] = await Promise.all([
        checkGateway(config.brandName),
        probe.check(),
      ]);
      const services = [gateway, ...upstreams.map(toCheck)];
      return {
        status: services.every((service) => service.status === 'OK') ? 'OK' : 'DOWN',
        checkedAt,
        services,
      };
    },
  },
};
