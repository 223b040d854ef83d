// npm run fuzz: the property test of gateway/src/bad-input/fuzz.test.ts at length: more runs
// (FUZZ_RUNS, default 2000 per property) and a random seed (FUZZ_SEED to replay one), printed
// first so that a failure can be run again. npm test runs the same test with a fixed seed and
// 100 runs per property. Needs the build (server rendering); see docs/security.md.
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { pnpm } from './lib/pnpm.mjs';

ensureInstalled();
ensureBuilt();

const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.FUZZ_RUNS ?? '2000';
console.log(`Fuzzing with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);
pnpm(['--filter', '@myvalue/gateway', 'exec', 'vitest', 'run', 'src/bad-input/fuzz.test.ts'], {
  env: {
    ...process.env,
    FUZZ_SEED: seed,
    FUZZ_RUNS: runs,
  },
});
