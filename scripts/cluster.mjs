// `npm run cluster`: N instances of the built server on one PostgreSQL database behind a round-robin proxy,
// to try cluster mode on one machine (tests and benches start the same parts themselves).
//
//   DATABASE_URL=postgres://… npm run cluster -- --instances 3 --port 3000
//
// Without DATABASE_URL, a throwaway PostgreSQL cluster is started and removed on exit. The instances share
// SESSION_SECRET (a session opened on one is valid on all), DATA_DIR (uploads; in production a shared
// volume or object storage) and run with TRUST_PROXY so they see the visitor's address, not the proxy's.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
const instances = Number(arg('instances', '3'));
const port = Number(arg('port', process.env.PORT ?? '3000'));
const { startRoundRobinProxy } = await import(
  path.join(root, 'apps/server/dist/cluster/round-robin-proxy.js')
);

let pg = null;
let url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.log('No PostgreSQL DATABASE_URL: starting a throwaway PostgreSQL cluster.');
  pg = await startCluster();
  url = pg.url;
}
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data', 'cluster'));
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
  TRUST_PROXY: 'true',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
};

const children = [];
function stopAll(code) {
  for (const c of children) c.kill('SIGTERM');
  pg?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function healthy(p) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on port ${p} did not become ready`);
}

const backends = [];
for (let i = 0; i < instances; i++) {
  const p = port + 1 + i;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(p), HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => console.log(`instance :${p} exited (${signal ?? code})`));
  children.push(child);
  // The first migrates and seeds the demo alone; the others start on a ready database.
  if (i === 0) await healthy(p);
  backends.push({ host: '127.0.0.1', port: p });
}
await Promise.all(backends.map((b) => healthy(b.port)));
const proxy = await startRoundRobinProxy({ backends, port, host: process.env.HOST ?? '0.0.0.0' });
console.log(
  `${instances} instances on ${backends.map((b) => b.port).join(', ')}; proxy on http://localhost:${proxy.port}`,
);
