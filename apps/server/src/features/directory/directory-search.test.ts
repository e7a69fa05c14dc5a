import { randomUUID } from 'node:crypto';
import { bookingMessages as m, type DirectoryReply } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { imageDataUrl } from '../../uploads/test-images.js';
import { purgeDeletedAccounts } from '../account/deletion-purge.js';
import { createVisitorDemo } from '../demo/demo.service.js';

let t: TestApp;
let anon: TestClient;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

/** A listed professional written straight into the table: the index must follow any write, not only the app's. */
async function insertListed(nomSociete: string, ville: string, codePostal: string) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('pros')
    .values({
      id,
      slug: `salon-${id.slice(0, 8)}`,
      email: `${id}@example.fr`,
      passwordHash: null,
      nomSociete,
      nom: 'Test',
      prenom: 'Léa',
      ville,
      codePostal,
      onboardingDone: 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

const get = (query: string, client = anon) => client.get(`/api/v1/public/directory?${query}`);
async function page(query: string): Promise<DirectoryReply> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DirectoryReply;
}
const names = async (q: string) =>
  (await page(`q=${encodeURIComponent(q)}`)).results.map((r) => r.nomSociete);

describe('GET /public/directory, pages', () => {
  const brest = Array.from({ length: 23 }, (_, i) => `Institut Brestois ${String(i).padStart(2, '0')}`);
  beforeAll(async () => {
    // Inserted out of order, with a name equal but for accents and case: the order is the folded name.
    for (const name of [...brest].reverse()) await insertListed(name, 'Brest', '29200');
  });

  it('pages through every match once, in name order, with a cursor until the last page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: DirectoryReply = await page(
        `q=brest&limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...reply.results.map((r) => r.nomSociete));
      cursor = reply.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(brest);
  });

  it('gives 20 results by default and 50 at most', async () => {
    const first = await page('q=brestois');
    expect(first.results).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await page('q=brestois&limit=50');
    expect(all.results).toHaveLength(23);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a page size out of bounds and a cursor it did not give, naming the field', async () => {
    for (const limit of ['0', '51', '-1', '2.5', 'abc', '1e9']) {
      const res = await get(`q=brest&limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().fields, limit).toEqual({ limit: m.limitInvalid });
    }
    for (const cursor of ['nope', 'eyJ4IjoxfQ', '%22%3B--', 'x'.repeat(401)]) {
      const res = await get(`q=brest&cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().fields, cursor).toEqual({ cursor: m.cursorInvalid });
    }
  });
});

describe('GET /public/directory, hostile queries', () => {
  beforeAll(async () => {
    await insertListed('Salon « Near » l’Écume', 'Quimper', '29000');
  });

  it('answers results or an empty list, never an error, to full-text syntax', async () => {
    const hostile = [
      '"',
      '""',
      '"quimper',
      'quimper"',
      '*',
      'quim*',
      '**quimper',
      'NEAR(quimper',
      'NEAR(',
      'near(a b, 2)',
      '-quimper',
      'quimper -salon',
      ':',
      'body:quimper',
      'quimper:*',
      '!quimper & |',
      "'; drop table pros; --",
      'AND OR NOT',
      '^quimper',
      '(',
      ')',
      '{body}: x',
      '\\',
      '%_',
      'ä'.repeat(100),
      Array.from({ length: 50 }, () => 'a').join(' '),
      '"*:-()'.repeat(16),
    ];
    for (const q of hostile) {
      const res = await get(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      const reply = res.json() as DirectoryReply;
      expect(Array.isArray(reply.results), q).toBe(true);
      expect(reply.nextCursor === null || typeof reply.nextCursor === 'string', q).toBe(true);
    }
    // A control character may be refused (400 naming the field) before the search: never a 500.
    const nul = await get(`q=${encodeURIComponent('quimper\u0000')}`);
    expect([200, 400], nul.body).toContain(nul.statusCode);
    expect(await names('"quimper')).toEqual(['Salon « Near » l’Écume']);
    expect(await names('NEAR(ecume')).toEqual(['Salon « Near » l’Écume']);
    expect(await names('-ecum* :quimp')).toEqual(['Salon « Near » l’Écume']);
  });
});

describe('GET /public/directory, index kept current', () => {
  it('follows a name, city or postcode change made through the business details', async () => {
    const { client, pro } = await signedUpPro(t.app, { nomSociete: 'Atelier Ancien Nom' });
    await t.database.db.updateTable('pros').set({ onboardingDone: 1 }).where('id', '=', pro.id).execute();
    expect(await names('atelier ancien')).toEqual(['Atelier Ancien Nom']);
    const image = await client.put('/api/v1/business/image', { image: await imageDataUrl(400, 400) });
    expect(image.statusCode, image.body).toBe(200);
    const res = await client.put('/api/v1/business', {
      establishmentTypeId: 'coiffeur',
      nomSociete: 'Maison Nouvelle Étoile',
      nom: 'Moreau',
      prenom: 'Camille',
      profession: 'Coiffeuse',
      adresse: '3 quai Vauban',
      codePostal: '66000',
      ville: 'Perpignan',
      tel1: '04 68 00 00 00',
      tel2: '06 12 34 56 78',
      email: 'contact@etoile.fr',
      presentation: '<p>Bienvenue</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names('atelier ancien')).toEqual([]);
    expect(await names('etoile perpig 660')).toEqual(['Maison Nouvelle Étoile']);
    const row = await t.database.db
      .selectFrom('proSearch')
      .select(['sortKey', 'slug'])
      .where('proId', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sortKey: 'maison nouvelle etoile', slug: pro.slug });
  });

  it('forgets a professional once deleted, and lists one added by hand', async () => {
    const id = await insertListed('Salon Éphémère', 'Vannes', '56000');
    expect(await names('ephemere')).toEqual(['Salon Éphémère']);
    await t.database.db.deleteFrom('pros').where('id', '=', id).execute();
    expect(await names('ephemere')).toEqual([]);
    const left = await t.database.db
      .selectFrom('proSearch')
      .select('proId')
      .where('proId', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('GET /public/directory, who is listed', () => {
  const service = (proId: string) => ({
    id: randomUUID(),
    proId,
    name: 'Coupe',
    amountCents: 2000,
    durationMinutes: 30,
    createdAt: new Date().toISOString(),
  });

  it('lists a professional with a first service or once onboarded, until a deletion is requested and purged', async () => {
    const db = t.database.db;
    const { client, pro } = await signedUpPro(t.app, { nomSociete: 'Salon Débutant Lorient' });
    expect(await names('debutant lorient')).toEqual([]);
    const first = service(pro.id);
    await db.insertInto('services').values(first).execute();
    expect(await names('debutant lorient')).toEqual(['Salon Débutant Lorient']);
    await db.deleteFrom('services').where('id', '=', first.id).execute();
    expect(await names('debutant lorient')).toEqual([]);
    await db.updateTable('pros').set({ onboardingDone: 1 }).where('id', '=', pro.id).execute();
    await db.insertInto('services').values(service(pro.id)).execute();
    expect(await names('debutant lorient')).toEqual(['Salon Débutant Lorient']);

    const res = await client.post('/api/v1/account/deletion-request');
    expect(res.statusCode, res.body).toBe(200);
    expect(await names('debutant lorient')).toEqual([]);
    // The purge deletes the professional with their services (cascade), and the index row with them.
    expect(await purgeDeletedAccounts(db, new Date(Date.now() + 30 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('proSearch').select('proId').where('proId', '=', pro.id).execute();
    expect(left).toEqual([]);
  });

  it('never lists a visitor’s demo copy, though it has services and is onboarded', async () => {
    const copy = await createVisitorDemo(t.database.db);
    const row = await t.database.db
      .selectFrom('proSearch')
      .select(['listed', 'slug'])
      .where('proId', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ listed: 0, slug: copy.slug });
    const all: string[] = [];
    for (let cursor: string | null = null, n = 0; n === 0 || (cursor && n < 20); n++) {
      const reply: DirectoryReply = await page(
        `limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      all.push(...reply.results.map((r) => r.slug));
      cursor = reply.nextCursor;
    }
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(copy.slug);
  });
});

describe('GET /public/directory, rate limit', () => {
  it('limits searches per client address, with a French message', async () => {
    const limited = await createTestApp({ JOBS_POLL_MS: '0', DIRECTORY_RATE_LIMIT_PER_IP: '3' });
    try {
      const client = new TestClient(limited.app);
      for (let i = 0; i < 3; i++) expect((await get('q=lyon', client)).statusCode).toBe(200);
      const res = await get('q=lyon', client);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/^Trop de requêtes/),
      });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /public/directory, by trade', () => {
  it('finds a salon by its trade, feminine or masculine, with its town; an empty query lists everyone', async () => {
    const id = await insertListed('Chez Nadia', 'Quimper', '29000');
    await t.database.db
      .updateTable('pros')
      .set({ establishmentTypeId: 'coiffeur' })
      .where('id', '=', id)
      .execute();
    const other = await insertListed('Le Rasoir', 'Quimper', '29000');
    await t.database.db.updateTable('pros').set({ profession: 'Barbier' }).where('id', '=', other).execute();
    for (const q of ['coiffeuse quimper', 'Coiffeur Quimper', 'salon de coiffure quimper', 'COIFFURE 29000'])
      expect(await names(q), q).toEqual(['Chez Nadia']);
    expect(await names('barbier quimper')).toEqual(['Le Rasoir']);
    expect(await names('coiffeur brest')).toEqual([]);
    // Browsing: no words at all lists every listed professional, a page at a time.
    const all = await page('q=&limit=50');
    expect(all.results.map((r) => r.nomSociete)).toEqual(expect.arrayContaining(['Chez Nadia', 'Le Rasoir']));
  });
});
