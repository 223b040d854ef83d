// `node scripts/pnpm.mjs ARGS` runs the pinned pnpm, for package.json scripts.
import { pnpm, StepFailed } from './lib/pnpm.mjs';

try {
  pnpm(process.argv.slice(2));
} catch (error) {
  process.exit(error instanceof StepFailed ? error.code : 1);
}
