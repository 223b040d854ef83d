// Preloaded into the gateway by `npm run load` (NODE_OPTIONS=--import): on SIGUSR2 it writes
// the process's memory (after a full GC when exposed) to LOAD_MEMORY_FILE, so the load script
// can read heap as well as RSS without any endpoint in the product.
import { writeFileSync } from 'node:fs';

const file = process.env.LOAD_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
