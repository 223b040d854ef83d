// npm test: installs what it needs, then lint, typecheck, unit and integration tests, and the
// browser tests against the production build, the upstream's suite again on a real PostgreSQL.
// Stops at the first failing stage, and prints the time each stage took, and the total.
//
// Most checks keep one core busy (tsc, ESLint, Prettier), so on a machine of two cores they run
// in two lanes side by side, and so do the unit suites; a lane's output is printed whole when
// each of its stages ends, so lines do not mix.
import { buildAfterCodegen, codegen } from './lib/build.mjs';
import {
  checkComposeFile,
  ensureChromium,
  ensureChromiumHeadlessShell,
  ensureDockerCompose,
  ensurePostgres,
  ensureRedis,
} from './lib/test-programs.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';
import { withThrowawayPostgres } from './lib/postgres.mjs';
import { pnpm, pnpmAsync, StepFailed } from './lib/pnpm.mjs';
import { typecheck } from './lib/typecheck.mjs';

// The upstream's files whose tests hold data run on PostgreSQL (a database per file); the rest
// (config, PGlite's own preparation, SVG, paging) on PGlite. Every gateway and browser test runs
// on PGlite upstreams, so running these a second time on it would test nothing new.
const DATABASE_TEST_FILES = [
  'src/app.test.ts',
  'src/content/**',
  'src/identity/**',
  'src/sso/**',
  'src/test-hooks/**',
  'src/db/postgres.test.ts',
];

/** A stage run alone, its output going straight to the terminal. */
const alone = (name, run) => ({ name, run });

/** Stages in lanes side by side; `run` gets an array that collects the stage's output. */
const sideBySide = (name, ...lanes) => ({ name, lanes });

const stages = [
  alone('Chromium', () => {
    ensureChromium();
    ensureChromiumHeadlessShell();
  }),
  alone('Redis', () => ensureRedis()),
  alone('PostgreSQL', () => ensurePostgres()),
  alone('docker-compose', () => ensureDockerCompose()),
  alone('Dependencies', () => ensureInstalled()),
  // Lint and typecheck read the generated code too; the build does not generate it again.
  alone('GraphQL codegen', () => codegen()),
  sideBySide(
    'Build and checks',
    [
      ['Build', (output) => buildAfterCodegen({ output })],
      ['Compose file', () => checkComposeFile(root)],
      // Unused files, exports and dependencies (knip.jsonc). It reads the generated code, which
      // is git-ignored, hence --no-gitignore.
      ['Unused code', (output) => pnpmAsync(['exec', 'knip', '--no-gitignore'], { output })],
    ],
    [
      ['Typecheck', (output) => typecheck({ output })],
      ['Lint', (output) => pnpmAsync(['exec', 'eslint', '.', '--max-warnings=0'], { output })],
      [
        'Format',
        (output) => pnpmAsync(['exec', 'prettier', '--check', '.', '--log-level=warn'], { output }),
      ],
    ],
  ),
  // After the build: some tests check what it made (bundle size, the built gateway's replicas).
  sideBySide(
    'Unit and integration tests',
    [
      [
        'Gateway tests',
        // Two files at a time (its config runs one): each file starts its own upstream, Redis
        // and gateways on free ports, as a second copy of the suite beside it would.
        (output) =>
          pnpmAsync(
            [
              '--filter',
              '@myvalue/gateway',
              'exec',
              'vitest',
              'run',
              '--fileParallelism',
              '--maxWorkers=2',
            ],
            { output },
          ),
      ],
    ],
    [
      [
        'Upstream tests',
        (output) =>
          upstreamTests(
            DATABASE_TEST_FILES.flatMap((files) => ['--exclude', files]),
            output,
          ),
      ],
      ['Client tests', (output) => workspaceTests('@myvalue/client', output)],
      [
        'Upstream tests on PostgreSQL',
        (output) =>
          withThrowawayPostgres((url) =>
            upstreamTests(
              DATABASE_TEST_FILES.map((files) => files.replace('/**', '/')),
              output,
              { env: { ...process.env, UPSTREAM_TEST_DATABASE_URL: url } },
            ),
          ),
      ],
    ],
  ),
  alone('Browser tests', () => pnpm(['exec', 'playwright', 'test'])),
];

function workspaceTests(workspace, output) {
  return pnpmAsync(['--filter', workspace, 'run', 'test'], { output });
}

/** The upstream's Vitest run on the files `args` choose (pnpmAsync's `options`). */
function upstreamTests(args, output, options = {}) {
  return pnpmAsync(['--filter', '@myvalue/upstream', 'exec', 'vitest', 'run', ...args], {
    output,
    ...options,
  });
}

/** Each stage's time, as rows of the table printed at the end. */
const timings = [];
const seconds = (since) => (performance.now() - since) / 1000;

/** Runs one lane's stages in order; stops before its next stage once any lane has failed. */
async function runLane(lane, group, failed) {
  for (const [name, run] of lane) {
    if (failed.error) return;
    const start = performance.now();
    const output = [];
    try {
      await run(output);
    } catch (error) {
      failed.error ??= { name, error };
    }
    const time = seconds(start);
    group.push([name, time]);
    console.log(`\n=== ${name} (${time.toFixed(1)} s)`);
    process.stdout.write(Buffer.concat(output.map((chunk) => Buffer.from(chunk))));
  }
}

function printTimings() {
  const rows = timings.flatMap(([name, time, parts]) => [
    [name, time],
    ...(parts ?? []).map(([part, partTime]) => [`  ${part}`, partTime]),
  ]);
  const width = Math.max(...rows.map(([name]) => name.length), 'Total'.length);
  const line = (name, time) => `  ${name.padEnd(width)}  ${time.toFixed(1).padStart(6)} s`;
  console.log('\nTime per stage (indented: stages that ran side by side, in two lanes):');
  console.log(rows.map(([name, time]) => line(name, time)).join('\n'));
  // Wall-clock time since this script started.
  console.log(`  ${'-'.repeat(width + 10)}\n${line('Total', performance.now() / 1000)}`);
}

function fail(name, error) {
  printTimings();
  console.error(`\n✗ ${name}: ${error instanceof StepFailed ? error.message : error}`);
  process.exit(error instanceof StepFailed ? error.code || 1 : 1);
}

for (const stage of stages) {
  const start = performance.now();
  if (stage.lanes) {
    console.log(
      `\n=== ${stage.name}: ${stage.lanes.map((lane) => lane.map(([name]) => name).join(', ')).join(' | ')}`,
    );
    const group = [];
    const failed = {};
    await Promise.all(stage.lanes.map((lane) => runLane(lane, group, failed)));
    timings.push([stage.name, seconds(start), group]);
    if (failed.error) fail(failed.error.name, failed.error.error);
    continue;
  }
  console.log(`\n=== ${stage.name}`);
  try {
    await stage.run();
  } catch (error) {
    timings.push([stage.name, seconds(start)]);
    fail(stage.name, error);
  }
  timings.push([stage.name, seconds(start)]);
}
printTimings();
console.log('\n✓ All checks passed');
