// npm run scan: wapiti (Debian's package, installed when missing and root) against the built
// site as `npm start` runs it, in production mode, on its own ports (SCAN_SITE_PORT,
// SCAN_UPSTREAM_PORT), twice: as a visitor over the whole site (pages, forms, GET /graphql of
// trusted queries), then as a member signed in over HTTP over /account/. The reports go to
// .scan/visitor.json and .scan/member.json; the run fails on any vulnerability and on any
// answer wapiti saw as an internal server error. What it checks: docs/security.md, "Scanning".
// Not part of npm test (~6 minutes; at most SCAN_SECONDS, 4800 by default).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { root } from './lib/paths.mjs';
import { BUDI, signInAtSite } from './lib/sign-on-host.mjs';
import { ensureDebianPackage } from './lib/system-packages.mjs';

const WAPITI = process.env.WAPITI_PATH ?? '/usr/bin/wapiti';
const SITE_PORT = process.env.SCAN_SITE_PORT ?? '28480';
const UPSTREAM_PORT = process.env.SCAN_UPSTREAM_PORT ?? '28490';
const ORIGIN = `http://localhost:${SITE_PORT}`;
const SITE = `${ORIGIN}/`;
/** Attack modules: none that calls a host outside the machine (ssrf asks wapiti's own). */
const MODULES = 'crlf,exec,file,sql,xss,permanentxss,redirect,methods,backup,htaccess';
const MODULE_COUNT = MODULES.split(',').length;
/**
 * The longest the scan may take, half for each run, and in a run a quarter for the crawl and an
 * equal share of the rest for each attack module. A bound, not the time: on a quiet 2-core
 * machine a run of the defaults took 6 minutes; on a busy one xss, file and exec each needed
 * more than the 90 s a smaller bound left them, and stopped before the last addresses.
 */
const SCAN_SECONDS = Number(process.env.SCAN_SECONDS ?? 4800);
const OUT = join(root, '.scan');
/**
 * Where the visitor's crawl starts besides `/`: one page of each kind of the route table with
 * the query parameters it reads, so every parameter is attacked even where no link names it.
 */
const START_PATHS = [
  'promo?category=kuliner&merchant=kopi-kenangan&sort=newest&page=2',
  'promo/x',
  'category/kuliner?sort=ending_soon&page=1',
  'search?q=kopi&type=promo',
  'article?category=gaya-hidup&page=1',
  'article/x',
  'event?when=PAST&page=1',
  'event/x',
  'merchant?letter=A',
  'merchant/x',
  'campaign/x',
  'campaign-event/x',
  'redirect?error=x',
  'referral?code=x',
];
/** The member's pages with the parameters they read (the crawl finds voucher codes itself). */
const MEMBER_PATHS = [
  'account',
  'account/poin?jenis=diperoleh&dari=2026-01-01&sampai=2026-12-31&page=2',
  'account/voucher?page=1&kode=x',
  'account/voucher/history?status=terpakai&page=1&kode=x',
  'account/voucher/bookmark?page=2',
  'account/badge',
  'account/referral',
  'account/setting',
];
/**
 * Trusted queries as the client sends them by GET in production (persisted query hash, JSON
 * variables): wapiti cannot write GraphQL, but attacks these two parameters like any other.
 */
const VISITOR_QUERIES = {
  Search: { q: 'kopi', limit: 5, type: 'PROMO' },
  PromoDetail: { slug: 'diskon-20-di-kopi-senja' },
  PromoList: { filter: { category: 'kuliner' }, page: 1, pageSize: 12, sort: 'NEWEST' },
  ArticleList: { filter: { category: 'gaya-hidup' }, page: 1, pageSize: 12 },
  MerchantPage: { slug: 'bakmi-nusantara' },
};
const MEMBER_QUERIES = {
  AccountHome: {},
  PointHistory: { filter: { mutation: 'EARNING' }, page: 1, pageSize: 10 },
  WalletVoucher: { code: 'x' },
  PromoMember: { slug: 'diskon-20-di-kopi-senja' },
};

ensureDebianPackage({
  binary: WAPITI,
  pkg: 'wapiti',
  purpose: 'npm run scan',
  override: 'WAPITI_PATH',
});
ensureInstalled();
ensureBuilt();

const servers = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: SITE_PORT,
    UPSTREAM_PORT,
    UPSTREAM_DATA_DIR: 'memory',
    APP_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    // The scanner sends thousands of requests from one address.
    RATE_LIMIT_PER_MINUTE: '1000000',
    SSO_REDIRECT_URIS: `${SITE}redirect`,
  },
});

async function ready(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(`${SITE}readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not answer ready at ${SITE}`);
}

/** The GET /graphql address of each named trusted query with its variables. */
function graphqlUrls(queries) {
  const manifest = JSON.parse(
    readFileSync(join(root, 'client', 'src', 'gql', 'persisted-documents.json'), 'utf8'),
  );
  return Object.entries(queries).map(([name, variables]) => {
    const hash = Object.keys(manifest).find((key) =>
      new RegExp(`\\bquery ${name}\\b`).test(manifest[key]),
    );
    if (!hash) throw new Error(`no trusted query named ${name}`);
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    return (
      `${SITE}graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}` +
      `&variables=${encodeURIComponent(JSON.stringify(variables))}`
    );
  });
}

/**
 * wapiti's cookie file (its JsonCookie format) holding `pairs` for this host: a host name
 * without a dot is kept under `.{name}.local`, as Python's cookie jar matches it.
 */
function cookieFile(pairs) {
  const cookies = Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      const value = { value: pair.slice(at + 1), expires: null, secure: false, port: null };
      return [pair.slice(0, at), { ...value, version: 0 }];
    }),
  );
  const path = join(OUT, 'member-cookies.json');
  writeFileSync(path, JSON.stringify({ '.localhost.local': { '/': cookies } }));
  return path;
}

/** wapiti with these arguments; resolves with what it printed (also shown as it goes). */
function wapiti(args) {
  return new Promise((resolve) => {
    const child = spawn(WAPITI, args, {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Its progress as it goes, not when Python's buffer fills.
      env: { ...process.env, PYTHONUNBUFFERED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    // wapiti's own exit code says whether it ran, not what it found: the report says that.
    child.once('exit', () => resolve(output));
  });
}

/** Python with sqlite3 over wapiti's session database (wapiti is Python); parsed JSON out. */
function sessionQuery(database, script) {
  const result = spawnSync('python3', ['-c', script, database], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`reading ${database}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * Keeps one address of each kind in wapiti's session before the attacks: one per folder or
 * top-level path and set of parameter names (the hundredth `/promo?category=…` or
 * `/category/…?sort=…` adds nothing; `/promo/a` and `/promo/b` are one kind), and each trusted
 * query of /graphql. wapiti attacks in the order of the paths
 * and stops each module at its time: without this, xss never got past `/promo` to `/search`.
 */
function keepOneOfEachKind(database) {
  return sessionQuery(
    database,
    `
import json, re, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
seen, drop = set(), []
rows = db.execute("SELECT path_id, path, method FROM paths WHERE evil = 0 ORDER BY depth, path_id")
for path_id, path, method in rows.fetchall():
    params = db.execute("SELECT type, name, value1 FROM params WHERE path_id = ?", (path_id,)).fetchall()
    # Each trusted query is its own kind: its hash is in \`extensions\`.
    names = tuple(sorted(t + ":" + n + (":" + v if n == "extensions" else "") for t, n, v in params))
    kind = re.sub(r"^(https?://[^/]+/[^/]+)/.+$", r"\\1/*", path)
    if (kind, method, names) in seen:
        drop.append(path_id)
    else:
        seen.add((kind, method, names))
for path_id in drop:
    for table in ("params", "attack_log", "paths"):
        db.execute(f"DELETE FROM {table} WHERE path_id = ?", (path_id,))
db.commit()
print(json.dumps({"kept": len(seen), "dropped": len(drop)}))`,
  );
}

/**
 * What a run covered: the addresses left to attack (with query parameters, POST forms) and
 * how many of them each attack module went through before its time was up.
 */
function coverage(database) {
  return sessionQuery(
    database,
    `
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
one = lambda sql: db.execute(sql).fetchone()[0]
fetched = "evil = 0 AND headers IS NOT NULL"
print(json.dumps({
  "fetched": one(f"SELECT COUNT(*) FROM paths WHERE {fetched}"),
  "withParameters": one(f"SELECT COUNT(DISTINCT p.path_id) FROM paths p JOIN params q ON q.path_id = p.path_id WHERE {fetched}"),
  "postForms": one(f"SELECT COUNT(*) FROM paths WHERE {fetched} AND method = 'POST'"),
  "attacked": dict(db.execute("SELECT module_name, COUNT(*) FROM attack_log GROUP BY module_name").fetchall()),
}))`,
  );
}

/**
 * One scan of at most `seconds`: wapiti crawls (a quarter of the time), one address of each
 * kind is kept, then wapiti attacks those (the rest, shared by the modules). Resolves with its
 * report and what it covered.
 */
async function scan(name, { base, starts, seconds, extra = [] }) {
  const report = join(OUT, `${name}.json`);
  rmSync(report, { force: true });
  const common = [
    ...['-u', base, '--scope', 'folder', '-t', '10'],
    ...['--store-session', join(OUT, 'session'), '--store-config', join(OUT, 'config')],
    // wapiti asks for brotli, but Debian's wapiti cannot decode it (no python3-brotli): every
    // page would look empty and the crawl would stop at its start addresses.
    ...['-H', 'Accept-Encoding: gzip, deflate'],
    // Apollo's CSRF guard answers a GET /graphql without it with 400 before anything else.
    ...['-H', 'apollo-require-preflight: true'],
    ...extra,
    ...['-f', 'json', '-o', report],
  ];
  console.log(`› wapiti, ${name}: ${base}, at most ${seconds} s`);
  const crawl = await wapiti([
    ...common,
    ...['--flush-session', '-m', 'methods'],
    ...starts.flatMap((url) => ['-s', url]),
    // Two links from where it starts: every kind of page is one link from `/`.
    ...['-d', '2', '--max-links-per-page', '40', '-S', 'paranoid'],
    ...['--max-scan-time', String(Math.round(seconds / 4))],
  ]);
  const session = crawl.match(/scan has been saved in the file (\S+\.db)/)?.[1];
  if (!session) return { name, report };
  const crawled = coverage(session).fetched;
  keepOneOfEachKind(session);
  await wapiti([
    ...common,
    ...['--skip-crawl', '-m', MODULES],
    ...['--max-attack-time', String(Math.round((seconds * 3) / 4 / MODULE_COUNT))],
  ]);
  return { name, report, crawled, coverage: coverage(session) };
}

/** Prints what a run found; true when it found a vulnerability or an internal server error. */
function problems({ name, report: path, crawled, coverage: covered }) {
  if (!existsSync(path)) {
    console.log(`\n${name}: wapiti wrote no report (see its output above)`);
    return true;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const nonEmpty = (group) =>
    Object.entries(report[group] ?? {}).filter(([, items]) => items.length > 0);
  const vulnerabilities = nonEmpty('vulnerabilities');
  const errors = nonEmpty('anomalies').filter(([kind]) => /internal server error/i.test(kind));
  console.log(`\n${name}: report ${path}`);
  if (covered) {
    const attacked = Object.entries(covered.attacked).map(
      ([module, count]) => `${module} ${count}`,
    );
    console.log(
      `${crawled} addresses crawled, ${covered.fetched} kept, one of each kind ` +
        `(${covered.withParameters} with parameters, ${covered.postForms} POST forms); ` +
        `attacked by: ${attacked.join(', ')}`,
    );
  }
  for (const [kind, items] of [...vulnerabilities, ...nonEmpty('anomalies')]) {
    console.log(`${kind}: ${items.length}`);
    for (const item of items.slice(0, 5)) console.log(`  ${item.method} ${item.path} ${item.info}`);
  }
  return vulnerabilities.length > 0 || errors.length > 0;
}

let failed = true;
try {
  await ready();
  mkdirSync(join(OUT, 'config'), { recursive: true });
  // wapiti loads every module, and its wapp module (not run) downloads its database from
  // GitHub when it finds none: an empty one keeps the scan on this machine.
  const wappDatabase = join(OUT, 'config', 'apps.json');
  if (!existsSync(wappDatabase)) writeFileSync(wappDatabase, '{}');
  const visitor = await scan('visitor', {
    base: SITE,
    starts: [...START_PATHS.map((path) => `${SITE}${path}`), ...graphqlUrls(VISITOR_QUERIES)],
    seconds: Math.round(SCAN_SECONDS / 2),
  });
  // Signed in just before, so that nothing in the visitor's run can have ended the session.
  const session = await signInAtSite(ORIGIN, BUDI);
  const member = await scan('member', {
    base: `${SITE}account/`,
    starts: [...MEMBER_PATHS.map((path) => `${SITE}${path}`), ...graphqlUrls(MEMBER_QUERIES)],
    seconds: Math.round(SCAN_SECONDS / 2),
    // Its scope, /account/, leaves out /webapi/ (signing in again, signing out: a DELETE).
    // wapiti 3.0.4's `-x` cannot be used on Python 3.11: every pattern fails to compile.
    extra: ['-c', cookieFile(session)],
  });
  const stillSignedIn = await fetch(`${SITE}account`, {
    headers: { cookie: session.join('; ') },
    redirect: 'manual',
  });
  // Signed out half-way, the member's run would have attacked redirects to `/`.
  const signedIn = stillSignedIn.status === 200;
  console.log(`\nThe member was still signed in after the scan: ${signedIn}`);
  const found = [problems(visitor), problems(member)];
  failed = found.some(Boolean) || !signedIn;
  console.log(failed ? 'The scan found problems.' : 'The scan found nothing.');
} finally {
  servers.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
