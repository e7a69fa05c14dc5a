import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killLeftoverServers, runServer } from './test/server-process.js';
import { createTestDatabase, testDialect } from './test/test-app.js';
import { buildSignup } from './test/test-client.js';

/* The real entry point in its own process: start-up checks, and a graceful stop on SIGTERM. */

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-main-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  killLeftoverServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('server start-up', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/quickrdv'],
    ['PUBLIC_URL', 'pas-une-url'],
  ])('exits non-zero with a message naming %s when it is invalid', async (variable, value) => {
    const server = runServer({ DATA_DIR: tempDir(), [variable]: value });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain(`${variable}:`);
    expect(server.output()).not.toContain('    at '); // a message, not a stack trace
  });
});

/** A POST whose body is sent in two parts, so the request is still in flight while the test acts. */
function slowSignup(port: number, payload: unknown) {
  const body = Buffer.from(JSON.stringify(payload));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/auth/signup',
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
  });
  req.write(body.subarray(0, 20));
  return { finish: () => req.end(body.subarray(20)), reply };
}

/** Sign-ups recorded for these addresses (each waits for its e-mailed link: account_tokens). */
async function countSignups(url: string, emails: string[]): Promise<number> {
  if (testDialect === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    // Everything reached the main file: no write-ahead log is left to replay.
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
    const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const row = db
        .prepare(
          `select count(*) as n from account_tokens where kind = 'signup' and email in (${emails.map(() => '?').join(',')})`,
        )
        .get(...emails) as { n: number };
      return row.n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from account_tokens where kind = 'signup' and email = any($1)",
      [emails],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM, refuses new requests, finishes the one in flight, closes the database and exits 0', async () => {
    const dir = tempDir();
    const database = await createTestDatabase(dir);
    try {
      const port = await freePort();
      const server = runServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: database.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(dir, 'no-web'),
      });
      await server.waitFor('Quick RDV is ready');
      const base = `http://127.0.0.1:${port}`;

      const first = buildSignup();
      const created = await fetch(`${base}/api/v1/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(first),
      });
      expect(created.status).toBe(202);

      const second = buildSignup();
      const logged = server.output().length;
      const inFlight = slowSignup(port, second);
      // The server has the headers and waits for the rest of the body.
      await server.waitFor('incoming request', { since: logged });
      server.child.kill('SIGTERM');
      await server.waitFor('shutting down');
      await sleep(300);
      expect(server.child.exitCode).toBeNull(); // still waiting for the request in flight

      const late = await fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);

      inFlight.finish();
      expect((await inFlight.reply).status).toBe(202);
      const { code } = await server.exited;
      expect(code, server.output()).toBe(0);
      expect(server.output()).toContain('database closed');
      expect(await countSignups(database.url, [first.email, second.email])).toBe(2);
    } finally {
      await database.drop();
    }
  });
});
