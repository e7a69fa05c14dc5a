import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { buildService, parisDay } from '../features/availabilities/calendar.fixtures.js';
import { createTestApp, createTestDatabase, testDialect } from '../test/test-app.js';
import { signedUpPro, TestClient } from '../test/test-client.js';
import { backup } from './backup.js';
import { restore } from './restore.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrdv-backup-'));
  dirs.push(dir);
  return dir;
};

describe(`backup and restore (${testDialect})`, () => {
  it('copies a database in use, and a fresh database restored from it serves the same data', async () => {
    const t = await createTestApp({ JOBS_POLL_MS: '0' });
    const target = await createTestDatabase(tempDir());
    try {
      const { client, pro, input } = await signedUpPro(t.app, { nomSociete: 'Salon Sauvegardé' });
      const serviceId = await buildService(t.database.db, pro.id, { name: 'Coupe' });
      const lou = (
        await client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Lou', email: 'lou@example.fr' })
      ).json();
      const appointment = (
        await client.post('/api/v1/appointments', {
          clientId: lou.id,
          serviceIds: [serviceId],
          day: parisDay(3),
          start: '10:00',
          end: '10:30',
        })
      ).json();
      // A photo on disk, as uploads are.
      const photoDir = path.join(t.config.dataDir, 'uploads', pro.id);
      mkdirSync(photoDir, { recursive: true });
      writeFileSync(path.join(photoDir, 'photo.jpg'), 'jpeg bytes');
      // A generated session secret (no SESSION_SECRET set) travels with the backup.
      writeFileSync(path.join(t.config.dataDir, 'session-secret'), 'generated-secret-0123456789abcdef');

      // Writes go on while the copy is taken: the copy is a consistent snapshot, not a torn file.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await client.post('/api/v1/clients', { nom: `Client${written}`, prenom: 'Test' });
          written++;
        }
      })();
      const file = path.join(tempDir(), `copy.${testDialect === 'sqlite' ? 'sqlite' : 'dump'}`);
      const result = await backup(t.config, file);
      writing = false;
      await writer;
      expect(result.bytes).toBeGreaterThan(10_000);
      expect(written).toBeGreaterThan(0);
      expect(result.uploadFiles).toBe(1);
      if (testDialect === 'sqlite') {
        expect(result.check).toBe('integrity_check ok');
        expect(result.rows).toMatchObject({ pros: 1, appointments: 1 });
        expect(result.rows!.clients).toBeGreaterThanOrEqual(1);
      } else {
        expect(result.check).toMatch(/^pg_restore --list ok \(\d+ tables\)$/);
      }

      // A new data folder and database, as on a replacement machine.
      const dataDir = tempDir();
      const config = loadConfig({
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('TEST_'))),
        DATA_DIR: dataDir,
        DATABASE_URL: target.url,
        PUBLIC_URL: 'http://localhost:3000',
        SESSION_SECRET: t.config.sessionSecret,
        LOG_LEVEL: 'silent',
        JOBS_POLL_MS: '0',
        WEB_DIST: path.join(dataDir, 'no-web'),
      });
      await restore(config, file);
      // A second restore into the now filled database needs --force.
      await expect(restore(config, file)).rejects.toThrow('--force');

      const database = openDatabase(config.database);
      const restored = await buildApp(config, database, false);
      await restored.ready();
      try {
        // The same session cookie is valid there: sessions are data too.
        const same = new TestClient(restored);
        same.cookie = client.cookie;
        const list = (await same.get('/api/v1/clients?q=durand')).json();
        expect(list.clients.map((c: { prenom: string }) => c.prenom)).toEqual(['Lou']);
        const back = (await same.get(`/api/v1/appointments/${appointment.id}`)).json();
        expect(back).toMatchObject({ day: parisDay(3), start: '10:00', end: '10:30' });
        // The password hash came along: the pro logs in afresh with the same password, and sees the same.
        const fresh = new TestClient(restored);
        const login = await fresh.post('/api/v1/auth/login', {
          email: input.email,
          password: input.password,
        });
        expect(login.statusCode).toBe(200);
        expect(fresh.pro?.id).toBe(pro.id);
        const mine = (await fresh.get('/api/v1/clients?q=durand')).json();
        expect(mine.clients.map((c: { id: string }) => c.id)).toEqual([lou.id]);
        expect((await fresh.get(`/api/v1/appointments/${appointment.id}`)).json()).toMatchObject({
          client: { id: lou.id, prenom: 'Lou' },
          services: [{ id: serviceId }],
          start: '10:00',
        });
        const wrong = await new TestClient(restored).post('/api/v1/auth/login', {
          email: input.email,
          password: 'pas-le-bon-mot-de-passe',
        });
        expect(wrong.statusCode).toBe(401);
        const total = (await same.get('/api/v1/clients')).json().total as number;
        expect(total).toBeGreaterThanOrEqual(1);
        expect(total).toBeLessThanOrEqual(1 + written);
        expect(readFileSync(path.join(dataDir, 'uploads', pro.id, 'photo.jpg'), 'utf8')).toBe('jpeg bytes');
        expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(
          'generated-secret-0123456789abcdef',
        );
      } finally {
        await restored.close();
        await database.close();
      }
    } finally {
      await t.close();
      await target.drop();
    }
  }, 60_000);

  it('refuses a missing backup file with a clear message', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await expect(restore(config, path.join(dataDir, 'nope.sqlite'))).rejects.toThrow(
      'Sauvegarde introuvable',
    );
  });
});
