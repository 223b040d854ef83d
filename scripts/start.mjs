// npm start: install, generate, build (each only when needed), then run upstream and site.
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { StepFailed } from './lib/pnpm.mjs';
import { runServices } from './lib/services.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(error instanceof StepFailed ? error.message : error);
  process.exit(error instanceof StepFailed ? error.code : 1);
}

runServices({
  upstream: ['node', 'upstream/dist/server.js'],
  gateway: ['node', 'gateway/dist/server.js'],
});
