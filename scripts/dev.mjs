// npm run dev: the client with hot reload through the gateway, the upstream running.
import { codegen } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { runServices } from './lib/services.mjs';

ensureInstalled();
codegen();
runServices({
  upstream: ['node', 'upstream/node_modules/tsx/dist/cli.mjs', 'watch', 'upstream/src/server.ts'],
  gateway: ['node', 'gateway/node_modules/tsx/dist/cli.mjs', 'watch', 'gateway/src/server.ts'],
  env: { SSR_MODE: 'vite' },
  production: false,
});
