import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from './maintenance.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { signedUpPro } from './test/test-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('runMaintenance', () => {
  it('removes the upload folders of professionals that are gone and keeps the others', async () => {
    const { pro } = await signedUpPro(t.app);
    const uploads = path.join(t.config.dataDir, 'uploads');
    const kept = path.join(uploads, pro.id);
    const orphan = path.join(uploads, '00000000-0000-4000-8000-000000000000');
    for (const dir of [kept, orphan]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'photo.jpg'), 'x');
    }
    await runMaintenance(t.database.db, t.app.log, t.config.dataDir);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(orphan)).toBe(false);
  });

  it('drops expired sessions', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await t.database.db
      .updateTable('sessions')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('proId', '=', pro.id)
      .execute();
    await runMaintenance(t.database.db, t.app.log, t.config.dataDir);
    const left = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('proId', '=', pro.id)
      .execute();
    expect(left).toHaveLength(0);
    expect((await client.get('/api/v1/account')).statusCode).toBe(401);
  });
});

describe('JSON bodies', () => {
  it('accepts a DELETE sent with a JSON content type and no body', async () => {
    const { client } = await signedUpPro(t.app);
    await client.post('/api/v1/account/deletion-request');
    const res = await client.request({
      method: 'DELETE',
      url: '/api/v1/account/deletion-request',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });
});
