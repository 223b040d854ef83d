import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { runPrimary } from './cluster/primary.js';
import { ConfigError, loadConfig } from './config.js';
import { closeOnSignals } from './lifecycle/shutdown.js';
import { otlpProcessor, startTracing } from './observability/tracing.js';

// Boots the gateway (its workers, when more than one); nothing else lives here.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (cluster.isPrimary && config.workers > 1) {
    runPrimary({ workers: config.workers, shareStores: !config.redisUrl });
    console.log(`Site starting ${config.workers} workers`);
    return;
  }

  const tracing = config.otlpEndpoint
    ? startTracing({ processor: otlpProcessor(config.otlpEndpoint) })
    : null;
  const app = await buildApp(config);
  // The last spans go out before the process ends.
  if (tracing) app.addHook('onClose', () => tracing.stop());
  closeOnSignals(app);

  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Site listening on http://${shown}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
