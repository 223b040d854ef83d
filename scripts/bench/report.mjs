// bench/RESULTS.md (measures above the marker, rewritten each run; the hand-written "What
// moved it" below it, kept), bench/last-run.json (raw numbers), bench/baseline.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';

const benchDir = join(root, 'bench');
export const files = {
  results: join(benchDir, 'RESULTS.md'),
  lastRun: join(benchDir, 'last-run.json'),
  baseline: join(benchDir, 'baseline.json'),
};
export const MARKER = '<!-- Hand-written below this line: npm run bench keeps it. -->';
const SEED_NOTES = `## What moved it

One line per change: what it was (commit or branch), which measures moved, from → to.

- **Baseline** (commit 86821c8, before issue 10's changes): see the baseline column above and
  \`bench/baseline.json\`.
`;

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function format(value, unit) {
  if (value === null || value === undefined) return 'n/a';
  switch (unit) {
    case 'ms':
      return `${integer.format(value)} ms`;
    case 'bytes':
      return `${(value / 1000).toFixed(1)} KB`;
    case 'rps':
      return `${integer.format(value)}/s`;
    case 'ratio':
      // Page renders against a static file are thousandths today: keep two significant digits.
      return Math.abs(value) < 0.1 && value !== 0 ? value.toPrecision(2) : value.toFixed(2);
    case 'cls':
      return value.toFixed(3);
    default:
      return integer.format(value);
  }
}

function cell(summary, unit) {
  if (!summary || summary.median === null) return 'n/a';
  const median = format(summary.median, unit);
  if (summary.runs.length < 2 || summary.min === summary.max) return median;
  return `${median} (${format(summary.min, unit)}–${format(summary.max, unit)})`;
}

/** The target as a bound, resolving "halve the baseline" against the baseline's median. */
function bound(target, baseline) {
  if (!target) return null;
  if (target.op === 'halve') {
    return baseline?.median == null ? null : { op: '<=', value: baseline.median / 2 };
  }
  return target;
}

function targetCell(row, baseline) {
  if (!row.target) return '—';
  const resolved = bound(row.target, baseline);
  if (row.target.op === 'halve') {
    return resolved
      ? `≤ ${format(resolved.value, row.unit)} (half the baseline)`
      : 'half the baseline';
  }
  const sign = resolved.op === '>=' ? '≥' : '≤';
  return `${sign} ${format(resolved.value, row.unit)}${row.target.note ? ` (${row.target.note})` : ''}`;
}

function gapCell(row, baseline) {
  const resolved = bound(row.target, baseline);
  const now = row.summary?.median;
  if (!resolved || now == null) return '—';
  if (resolved.op === '>=') {
    return now >= resolved.value ? 'met' : `short by ${format(resolved.value - now, row.unit)}`;
  }
  return now <= resolved.value ? 'met' : `over by ${format(now - resolved.value, row.unit)}`;
}

function table(rows, baselineRows) {
  const lines = ['| measure | baseline | now | target | gap |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const baseline = baselineRows?.[row.key];
    lines.push(
      `| ${row.label} | ${cell(baseline, row.unit)} | ${cell(row.summary, row.unit)} | ` +
        `${targetCell(row, baseline)} | ${gapCell(row, baseline)} |`,
    );
  }
  return lines.join('\n');
}

/** The previous run's raw numbers (a partial run keeps the rows it does not measure). */
export function readLastRun() {
  return existsSync(files.lastRun) ? JSON.parse(readFileSync(files.lastRun, 'utf8')) : null;
}

/** Under a table whose rows a partial run carried over: the run they come from. */
function carriedNote(rows) {
  const from = rows[0].carriedFrom;
  if (!from || !rows.every((row) => row.carriedFrom?.date === from.date)) return '';
  const about = [`commit ${from.commit}`, from.machine, from.load && `load ${from.load}`];
  return `_Not measured in this run: from the run of ${from.date} (${about.filter(Boolean).join('; ')})._\n\n`;
}

export function readBaseline() {
  return existsSync(files.baseline) ? JSON.parse(readFileSync(files.baseline, 'utf8')) : null;
}

/** Writes the files; with `asBaseline`, this run becomes bench/baseline.json first. */
export function writeReport(run, { asBaseline = false } = {}) {
  const rowsByKey = Object.fromEntries(run.rows.map((row) => [row.key, row.summary]));
  writeFileSync(files.lastRun, `${JSON.stringify(run, null, 2)}\n`);
  if (asBaseline) {
    const { rows: _rows, ...about } = run;
    writeFileSync(files.baseline, `${JSON.stringify({ ...about, rows: rowsByKey }, null, 2)}\n`);
  }
  const baseline = readBaseline();
  const groups = new Map();
  for (const row of run.rows) {
    if (!groups.has(row.group)) groups.set(row.group, []);
    groups.get(row.group).push(row);
  }
  const { machine } = run;
  const header = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (`scripts/bench.mjs`; what each measure is and how it is taken:',
    '`docs/benchmarks.md`). Each cell: median (min–max) over the runs. Baseline: the run stored in',
    '`bench/baseline.json`; raw numbers of this run: `bench/last-run.json`.',
    '',
    `- Date: ${run.date}`,
    `- Commit: ${run.commit}`,
    `- Baseline: ${baseline ? `commit ${baseline.commit}, ${baseline.date}` : 'none yet'}`,
    `- Machine: ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}`,
    `- Load: ${machine.load}`,
    `- Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}`,
    `- Took ${Math.round(run.seconds / 60)} min${run.failures.length ? `; steps that failed: ${run.failures.join('; ')}` : ''}`,
    ...(run.only
      ? [
          `- Partial run (\`--only=${run.only}\`): the other tables are kept from earlier runs, each`,
          '  marked with the run it comes from.',
        ]
      : []),
    '',
  ];
  const sections = [...groups].map(
    ([group, rows]) => `## ${group}\n\n${carriedNote(rows)}${table(rows, baseline?.rows)}\n`,
  );
  const notes = existsSync(files.results)
    ? readFileSync(files.results, 'utf8').split(MARKER)[1]?.trimStart()
    : undefined;
  writeFileSync(
    files.results,
    `${header.join('\n')}\n${sections.join('\n')}\n${MARKER}\n\n${notes || SEED_NOTES}`,
  );
}
