// A throwaway PostgreSQL cluster for the test suite: fresh data directory, trust auth, 127.0.0.1 on a free
// port, unix socket inside the temporary directory, no fsync. Removed by stop(), whatever happened before.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The bin directory of the highest PostgreSQL version installed (Debian layout), or null. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter(
      (v) =>
        existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** As root, initdb and postgres refuse to run: run them as the postgres user. */
function runAs(isRoot) {
  return (bin, args) => {
    const command = isRoot
      ? existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')
        ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
        : ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map(shellQuote).join(' ')]]
      : [bin, args];
    return spawnSync(command[0], command[1], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
}

const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

function postgresUid() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line)
    throw new Error('Running as root but there is no "postgres" user: install PostgreSQL with apt-get.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Starts a cluster; returns { url, stop }. Throws with a clear message if PostgreSQL is not installed. */
export async function startCluster() {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Install it with: apt-get install postgresql',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const run = runAs(isRoot);
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-pg-'));
  if (isRoot) {
    const { uid, gid } = postgresUid();
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    check(
      run(path.join(bin, 'initdb'), [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]),
      'initdb',
    );
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    started = true;
    const result = run(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    if (result.status !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      check(result, `pg_ctl start (server log:\n${log})`);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, bin };
}

function check(result, what) {
  if (result.status === 0) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  throw new Error(`${what} failed (exit ${result.status}):\n${output}`);
}
