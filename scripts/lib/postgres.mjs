// A throw-away PostgreSQL cluster for one test run: Debian's server binaries, a temporary data
// directory, loopback only, trust authentication, removed afterwards.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's `postgresql` package puts the server programs (newest version wins). */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] && join(base, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function userId(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/**
 * Starts the cluster in `data` on a free port and returns it. The port is free when asked, not
 * always when PostgreSQL binds it (the other suites run beside this one): a start that fails shows
 * the server's log and goes again once on another port.
 */
async function startOnFreePort(run, data, dir, log, triesLeft = 2) {
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  try {
    run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    return port;
  } catch (error) {
    if (existsSync(log)) process.stderr.write(readFileSync(log, 'utf8'));
    if (triesLeft <= 1) throw error;
    return startOnFreePort(run, data, dir, log, triesLeft - 1);
  }
}

/**
 * Starts a cluster and runs `use(url)`; stops and deletes it whatever happens. PostgreSQL
 * refuses to run as root, so as root it runs as Debian's `postgres` user.
 */
export async function withThrowawayPostgres(use) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs not found (set POSTGRES_BIN_DIR)');
  const dir = mkdtempSync(join(tmpdir(), 'myvalue-pg-'));
  const isRoot = process.getuid?.() === 0;
  const runAs = isRoot ? 'postgres' : undefined;
  if (runAs) {
    const uid = userId(runAs);
    if (uid === undefined) throw new Error('running as root, but there is no postgres user');
    chownSync(dir, uid, uid);
    chmodSync(dir, 0o700);
  }
  const run = (program, args) => {
    const command = runAs ? 'runuser' : join(bin, program);
    const argv = runAs ? ['-u', runAs, '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed`);
  };

  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  try {
    run('initdb', ['-D', data, '--username=myvalue', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const port = await startOnFreePort(run, data, dir, log);
    try {
      return await use(`postgres://myvalue@127.0.0.1:${port}/postgres`);
    } finally {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
