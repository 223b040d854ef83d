// Lighthouse as a new visitor on a cheap phone sees a page: the npm package's default mobile
// preset (Moto G Power viewport, simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU), driving
// Debian's Chromium. Every run gets a fresh browser, so nothing is cached between runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchChromiumFlags, chromiumPath } from '../lib/test-programs.mjs';
import { summary, withTimeout } from './stats.mjs';

// Five: on a shared 2-core machine single runs vary by seconds of TBT; the median of three was
// often one outlier away from another.
const RUNS = 5;

// A bench stopped mid-run (Ctrl+C, a step's time limit) leaves no browser behind.
const browsers = new Set();
process.on('exit', () => {
  for (const pid of browsers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * The long tasks Lighthouse attributes to a script file (its `long-tasks` audit, simulated
 * durations, over the whole load rather than TBT's window): each one's excess over 50 ms, summed.
 * The page's own parsing, style and layout tasks, which swing a run's whole TBT by a second on a
 * busy machine, are attributed to the document or to nothing and are left out: this is what a
 * change to the site's code moves. The audit lists the 20 longest tasks; those it drops are the
 * shortest, so little is lost.
 */
function scriptBlocking(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items;
  if (!tasks) return null;
  return tasks
    .filter((task) => /\.m?js(\?|$)/.test(task.url ?? ''))
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/**
 * One Lighthouse run in a fresh browser. `settings` are added to the default mobile preset's
 * (e.g. `throttling.cpuSlowdownMultiplier`, `blockedUrlPatterns`); `categories` are the ones
 * scored.
 */
export async function audit(
  url,
  { headers, settings = {}, categories = ['performance', 'accessibility'] } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-first-run', ...benchChromiumFlags],
    logLevel: 'silent',
  });
  browsers.add(chrome.pid);
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        ...(headers ? { extraHeaders: headers } : {}),
        // Merged into the preset's settings (a partial `throttling` keeps the rest of it).
        ...settings,
      }),
      180_000,
      `Lighthouse of ${url}`,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const finalUrl = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl);
    if (finalUrl.pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse of ${url} ended on ${finalUrl.href} (signed out?)`);
    }
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : lhr.categories[id].score * 100;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      scriptBlockingMs: scriptBlocking(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      // Scripts that arrived (a run with scripts blocked checks it has none).
      scriptsLoaded: (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((request) => request.resourceType === 'Script' && request.statusCode === 200)
        .map((request) => request.url),
    };
  } finally {
    await chrome.kill();
    browsers.delete(chrome.pid);
  }
}

/** Each page's rows in the report: the audit's field, its label and unit, and the target. */
const METRICS = [
  {
    name: 'performance',
    field: 'performance',
    label: 'performance score',
    unit: 'score',
    target: (page) => ({ op: '>=', value: page.performanceTarget }),
  },
  {
    name: 'lcp',
    field: 'lcpMs',
    label: 'LCP',
    unit: 'ms',
    target: () => ({ op: '<=', value: 2000 }),
  },
  {
    name: 'cls',
    field: 'cls',
    label: 'CLS',
    unit: 'cls',
    target: () => ({ op: '<=', value: 0.02 }),
  },
  {
    name: 'tbt',
    field: 'tbtMs',
    label: 'TBT',
    unit: 'ms',
    target: () => ({ op: '<=', value: 200 }),
  },
  { name: 'fcp', field: 'fcpMs', label: 'FCP (first paint)', unit: 'ms' },
  { name: 'accessibility', field: 'accessibility', label: 'accessibility score', unit: 'score' },
];

/**
 * @param pages [{ name, url, headers?, performanceTarget }]
 * @returns rows for the report
 */
export async function measureLighthouse(pages, log, runCount = RUNS) {
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= runCount; run += 1) {
      try {
        const result = await audit(page.url, { headers: page.headers });
        log(
          `${page.name} run ${run}: performance ${Math.round(result.performance)}, LCP ${Math.round(result.lcpMs)} ms, ` +
            `CLS ${result.cls?.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms`,
        );
        runs.push(result);
      } catch (error) {
        log(`${page.name} run ${run} failed: ${error.message}`);
        runs.push(null);
      }
    }
    const of = (key) => summary(runs.map((run) => run?.[key] ?? null));
    const group = `Lighthouse mobile (default 4× CPU): ${page.name}`;
    for (const metric of METRICS) {
      const target = metric.target?.(page);
      rows.push({
        key: `lighthouse.${page.key}.${metric.name}`,
        group,
        label: metric.label,
        unit: metric.unit,
        summary: of(metric.field),
        ...(target ? { target } : {}),
      });
    }
  }
  return rows;
}
