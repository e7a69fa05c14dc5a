import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { directorySearchTerms } from '@quickrdv/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { listedProsPage } from '../../features/directory/directory.repository.js';
import { createTestDatabase } from '../../test/test-app.js';
import { openDatabase, type Database } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrate.js';

/* Professionals written before the directory's index existed are indexed (and listed or not) by 0009. */
let dir: string;
let drop: () => Promise<void>;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'qrdv-migration-'));
  const created = await createTestDatabase(dir);
  drop = created.drop;
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: created.url,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
  });
  database = openDatabase(config.database);
  await migrateUpTo(database.raw, '0005_booked_slots_backfill');
});
afterAll(async () => {
  await database.close();
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

async function oldPro(nomSociete: string, o: { onboarded: boolean; service?: boolean; demoCopy?: boolean }) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await database.db
    .insertInto('pros')
    .values({
      id,
      slug: `salon-${id.slice(0, 8)}`,
      email: `${id}@example.fr`,
      passwordHash: null,
      nomSociete,
      nom: 'Ancien',
      prenom: 'Léa',
      ville: 'Besançon',
      codePostal: '25000',
      onboardingDone: o.onboarded ? 1 : 0,
      isDemo: o.demoCopy ? 1 : 0,
      demoExpiresAt: o.demoCopy ? new Date(Date.now() + 86_400_000).toISOString() : null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (o.service)
    await database.db
      .insertInto('services')
      .values({
        id: randomUUID(),
        proId: id,
        name: 'Coupe',
        amountCents: 2000,
        durationMinutes: 30,
        createdAt: now,
      })
      .execute();
  return id;
}

it('indexes the professionals already there, listed by the same rule as before', async () => {
  await oldPro('Œillet Coiffure', { onboarded: true });
  await oldPro('Atelier Sans Service', { onboarded: false });
  await oldPro('Barbier Équipé', { onboarded: false, service: true });
  await oldPro('Copie de Démo', { onboarded: true, service: true, demoCopy: true });
  await migrateToLatest(database.raw);

  const found = await listedProsPage(database.db, database.dialect, {
    terms: directorySearchTerms('besancon 25'),
    after: null,
    limit: 10,
  });
  expect(found.map((p) => [p.nomSociete, p.sortKey])).toEqual([
    ['Barbier Équipé', 'barbier equipe'],
    ['Œillet Coiffure', 'oeillet coiffure'],
  ]);
  const oeillet = await listedProsPage(database.db, database.dialect, {
    terms: directorySearchTerms('OEILL'),
    after: null,
    limit: 10,
  });
  expect(oeillet.map((p) => p.nomSociete)).toEqual(['Œillet Coiffure']);
});
