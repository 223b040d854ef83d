import { ConfigError, loadConfigFromEnvironment } from './config.js';
import { buildUpstream } from './app.js';
import { startTracing } from './http/tracing.js';

async function main(): Promise<void> {
  const config = loadConfigFromEnvironment();
  const tracing = config.otlpEndpoint ? startTracing(config.otlpEndpoint) : null;
  const app = await buildUpstream(config);
  // The last spans go out before the process ends.
  if (tracing) app.addHook('onClose', () => tracing.shutdown());
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Upstream listening on http://${config.host}:${port}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests under way');
    // The gateway's pools keep connections alive: close each once its request is done, and
    // give up on a request that never ends.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
