// Runs the already-built upstream and site; the browser tests start it this way.
import { runServices } from './lib/services.mjs';

runServices({
  upstream: ['node', 'upstream/dist/server.js'],
  gateway: ['node', 'gateway/dist/server.js'],
});
