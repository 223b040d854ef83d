// npm test: installs what it needs, then lint, typecheck, unit and integration tests, and the
// browser tests against the production build, the upstream's suite again on a real PostgreSQL.
// Stops at the first failing step.
import { ensureBuilt, codegen } from './lib/build.mjs';
import {
  checkComposeFile,
  ensureChromium,
  ensureDockerCompose,
  ensurePostgres,
  ensureRedis,
} from './lib/test-programs.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';
import { withThrowawayPostgres } from './lib/postgres.mjs';
import { pnpm, StepFailed } from './lib/pnpm.mjs';

const POSTGRES_TEST_FILES = [
  'src/app.test',
  'src/content/',
  'src/identity/',
  'src/sso/',
  'src/test-hooks/',
  'src/db/postgres.test',
];

const steps = [
  ['Chromium', () => ensureChromium()],
  ['Redis', () => ensureRedis()],
  ['PostgreSQL', () => ensurePostgres()],
  ['docker-compose', () => ensureDockerCompose()],
  ['Dependencies', () => ensureInstalled()],
  ['GraphQL codegen', () => codegen()],
  ['Lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0'])],
  ['Format', () => pnpm(['exec', 'prettier', '--check', '.', '--log-level=warn'])],
  ['Typecheck', () => pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck'])],
  ['Compose file', () => checkComposeFile(root)],
  ['Typecheck browser tests', () => pnpm(['exec', 'tsc', '-p', 'e2e/tsconfig.json'])],
  ['Build', () => ensureBuilt()],
  ['Unit and integration tests', () => pnpm(['-r', '--workspace-concurrency=1', 'run', 'test'])],
  [
    'Upstream tests on PostgreSQL',
    () =>
      withThrowawayPostgres((url) =>
        // The files whose upstream holds data; the rest (PGlite itself, SVG, paging) would
        // only repeat the first run.
        pnpm(['--filter', '@myvalue/upstream', 'exec', 'vitest', 'run', ...POSTGRES_TEST_FILES], {
          env: { ...process.env, UPSTREAM_TEST_DATABASE_URL: url },
        }),
      ),
  ],
  ['Browser tests', () => pnpm(['exec', 'playwright', 'test'])],
];

/** Each stage's name and seconds, printed at the end (and on a failure, up to it). */
const timings = [];

function printTimings() {
  const width = Math.max(...timings.map(([name]) => name.length), 'Total'.length);
  const line = (name, seconds) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s`;
  // Wall-clock time since this script started.
  const total = performance.now() / 1000;
  console.log(`\nTime per stage:\n${timings.map(([name, s]) => line(name, s)).join('\n')}`);
  console.log(`  ${'-'.repeat(width + 10)}\n${line('Total', total)}`);
}

for (const [name, run] of steps) {
  console.log(`\n=== ${name}`);
  const start = performance.now();
  try {
    await run();
  } catch (error) {
    timings.push([name, (performance.now() - start) / 1000]);
    printTimings();
    console.error(`\n✗ ${name}: ${error instanceof StepFailed ? error.message : error}`);
    process.exit(error instanceof StepFailed ? error.code || 1 : 1);
  }
  timings.push([name, (performance.now() - start) / 1000]);
}
printTimings();
console.log('\n✓ All checks passed');
