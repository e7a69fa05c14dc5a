import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteHandle } from '../db/database.js';
import { isDatabaseBusy } from '../db/db-errors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TestClient } from '../test/test-client.js';

const countPros = (t: TestApp) =>
  sqliteHandle(t.database.db)!.prepare('SELECT count(*) FROM pros').pluck().get() as number;

/* Another connection to the server's SQLite file (a script, an operator's shell) holding the write lock. */
describe('a request while another connection holds the database', () => {
  let t: TestApp;
  let other: SqliteDatabase.Database;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_STARTS_PER_IP_PER_HOUR: '100' });
    // The server waits 5 s for the lock; a tenth of a second keeps the test short.
    sqliteHandle(t.database.db)!.pragma('busy_timeout = 100');
    other = new SqliteDatabase(t.config.database.kind === 'sqlite' ? t.config.database.file : '');
  });
  afterAll(async () => {
    other.close();
    await t.close();
  });

  it('gets a French 503 that says to try again, writes nothing, and succeeds once the lock is released', async () => {
    const before = countPros(t);
    other.exec('BEGIN IMMEDIATE');
    const refused = await new TestClient(t.app).request({ method: 'POST', url: '/api/v1/demo/start' });
    other.exec('COMMIT');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      code: 'busy',
      message: 'Le service est momentanément occupé. Veuillez réessayer dans quelques instants.',
    });
    expect(countPros(t)).toBe(before);

    const again = await new TestClient(t.app).request({ method: 'POST', url: '/api/v1/demo/start' });
    expect(again.statusCode).toBe(201);
    expect(countPros(t)).toBe(before + 1);
  });
});

describe('isDatabaseBusy', () => {
  it('knows the busy errors of both databases, and nothing else', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', '40001', '40P01', '55P03'])
      expect(isDatabaseBusy({ code }), code).toBe(true);
    for (const error of [
      { code: 'SQLITE_CONSTRAINT_UNIQUE' },
      { code: 'SQLITE_LOCKED' },
      { code: '23505' },
      new Error('x'),
      null,
      { code: 5 },
    ])
      expect(isDatabaseBusy(error)).toBe(false);
  });
});
