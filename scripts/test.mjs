// npm test: installs what it needs, then lint, typecheck, unit and integration tests, and the
// browser tests against the production build. Stops at the first failing step.
import { ensureBuilt, codegen } from './lib/build.mjs';
import { ensureChromium, ensureRedis } from './lib/test-programs.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { pnpm, StepFailed } from './lib/pnpm.mjs';

const steps = [
  ['Chromium', () => ensureChromium()],
  ['Redis', () => ensureRedis()],
  ['Dependencies', () => ensureInstalled()],
  ['GraphQL codegen', () => codegen()],
  ['Lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0'])],
  ['Format', () => pnpm(['exec', 'prettier', '--check', '.', '--log-level=warn'])],
  ['Typecheck', () => pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck'])],
  ['Typecheck browser tests', () => pnpm(['exec', 'tsc', '-p', 'e2e/tsconfig.json'])],
  ['Build', () => ensureBuilt()],
  ['Unit and integration tests', () => pnpm(['-r', '--workspace-concurrency=1', 'run', 'test'])],
  ['Browser tests', () => pnpm(['exec', 'playwright', 'test'])],
];

for (const [name, run] of steps) {
  console.log(`\n=== ${name}`);
  try {
    run();
  } catch (error) {
    console.error(`\n✗ ${name}: ${error instanceof StepFailed ? error.message : error}`);
    process.exit(error instanceof StepFailed ? error.code || 1 : 1);
  }
}
console.log('\n✓ All checks passed');
