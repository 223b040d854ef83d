import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { createContext } from './context.js';
import { graphqlPlugin } from './plugins/graphql.js';
import { healthPlugin } from './plugins/health.js';
import { ssrPlugin } from './plugins/ssr.js';
import { createUpstreamDispatcher } from './upstream/http.js';

export interface BuildAppOptions {
  /** Server rendering needs the client build; API-only tests can leave it out. */
  ssr?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  });

  const contentDispatcher = createUpstreamDispatcher();
  app.addHook('onClose', async () => {
    await contentDispatcher.close();
  });

  await app.register(cookie);
  await app.register(graphqlPlugin, {
    isProduction: config.isProduction,
    contextFor: () => createContext({ config, contentDispatcher }),
  });

  await app.register(healthPlugin, {
    dispatcher: contentDispatcher,
    timeoutMs: 2000,
    probes: { content: `${config.contentApiUrl}/v1/categories?page_size=1` },
  });

  if (options.ssr ?? true) {
    await app.register(ssrPlugin, { config });
  }
  return app;
}
