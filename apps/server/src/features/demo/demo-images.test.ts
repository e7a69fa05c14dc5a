import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { imageDataUrl } from '../../uploads/test-images.js';
import { sweepOrphanUploads } from '../../uploads/orphan-sweep.js';
import { SHARED_UPLOADS } from '../../uploads/upload-store.js';
import { demoImageIds } from './demo-images.js';
import { ensureShowcaseSalon, purgeExpiredDemos, SHOWCASE_SLUG } from './demo.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_STARTS_PER_IP_PER_HOUR: '100' });
  await ensureShowcaseSalon(t.database.db, t.config.dataDir);
});
afterAll(() => t.close());

const db = () => t.database.db;
const folder = (name: string) => path.join(t.config.dataDir, 'uploads', name);
const sharedFiles = () => readdirSync(folder(SHARED_UPLOADS)).sort();
const allSharedIds = () => [demoImageIds.profile, ...demoImageIds.photos].map((id) => `${id}.jpg`).sort();

async function startDemo() {
  const client = new TestClient(t.app);
  expect((await client.post('/api/v1/demo/start')).statusCode).toBe(201);
  return { client, id: client.pro!.id };
}

const pictures = async (proId: string) => ({
  image: (await db().selectFrom('pros').select('image').where('id', '=', proId).executeTakeFirstOrThrow())
    .image,
  files: (
    await db()
      .selectFrom('photos')
      .select('fileName')
      .where('proId', '=', proId)
      .orderBy('position')
      .execute()
  ).map((p) => p.fileName),
});

const expire = (proId: string) =>
  db()
    .updateTable('pros')
    .set({ demoExpiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', proId)
    .execute();

/** Every picture of the showcase's public page still answers. */
async function showcaseServed() {
  const page = (await new TestClient(t.app).get(`/api/v1/public/pros/${SHOWCASE_SLUG}`)).json();
  const urls: string[] = [page.business.imageUrl, ...page.photos.map((p: { url: string }) => p.url)];
  expect(urls).toHaveLength(4);
  const showcase = await db()
    .selectFrom('pros')
    .select('id')
    .where('slug', '=', SHOWCASE_SLUG)
    .executeTakeFirstOrThrow();
  const rows = await db().selectFrom('photos').select('id').where('proId', '=', showcase.id).execute();
  const direct = [
    `/api/v1/uploads/profile/${demoImageIds.profile}.jpg`,
    ...rows.map((r) => `/api/v1/uploads/photos/${r.id}.jpg`),
  ];
  for (const url of [...urls, ...direct])
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
}

describe('demo pictures', () => {
  it('are shared: a copy’s image and photos point at the showcase’s files and it writes none', async () => {
    const showcase = await db()
      .selectFrom('pros')
      .select('id')
      .where('slug', '=', SHOWCASE_SLUG)
      .executeTakeFirstOrThrow();
    const { client, id } = await startDemo();
    expect(await pictures(id)).toEqual(await pictures(showcase.id));
    expect((await pictures(id)).files).toEqual(demoImageIds.photos.map((p) => `${p}.jpg`));
    expect(existsSync(folder(id))).toBe(false);
    expect(sharedFiles()).toEqual(allSharedIds());

    // Served under the copy's own photo ids, with the shared bytes.
    const business = (await client.get('/api/v1/business')).json();
    const image = await t.app.inject({ method: 'GET', url: business.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(
      image.rawPayload.equals(readFileSync(path.join(folder(SHARED_UPLOADS), `${demoImageIds.profile}.jpg`))),
    ).toBe(true);
    const photos = (await client.get('/api/v1/photos')).json().photos;
    expect(photos).toHaveLength(3);
    const first = await t.app.inject({ method: 'GET', url: photos[0].url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/jpeg');
    expect(
      first.rawPayload.equals(
        readFileSync(path.join(folder(SHARED_UPLOADS), `${demoImageIds.photos[0]}.jpg`)),
      ),
    ).toBe(true);
  });

  it('survive a copy being reset, expired and purged, and the upload sweep', async () => {
    const { client, id } = await startDemo();
    expect((await client.post('/api/v1/demo/reset')).statusCode).toBe(200);
    await expire(client.pro!.id);
    expect(await purgeExpiredDemos(db())).toBeGreaterThanOrEqual(1);
    await sweepOrphanUploads(db(), t.config.dataDir);
    expect(
      await db().selectFrom('pros').select('id').where('id', 'in', [id, client.pro!.id]).execute(),
    ).toEqual([]);
    expect(sharedFiles()).toEqual(allSharedIds());
    await showcaseServed();
  });

  it('can be replaced by the visitor’s own uploads, and those go with the copy', async () => {
    const { client, id } = await startDemo();
    const upload = await imageDataUrl(400, 400);

    const replaced = await client.put('/api/v1/business/image', { image: upload });
    expect(replaced.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: replaced.json().imageUrl })).statusCode).toBe(200);
    const photos = (await client.get('/api/v1/photos')).json().photos;
    expect((await client.delete(`/api/v1/photos/${photos[0].id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: photos[0].url })).statusCode).toBe(404);
    const added = await client.post('/api/v1/photos', { image: upload });
    expect(added.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: added.json().url })).statusCode).toBe(200);
    // The other shared photos still show in the copy; the shared files and the showcase are untouched.
    expect((await t.app.inject({ method: 'GET', url: photos[1].url })).statusCode).toBe(200);
    expect(readdirSync(folder(id))).toHaveLength(2);
    expect(sharedFiles()).toEqual(allSharedIds());
    await showcaseServed();

    await expire(id);
    await purgeExpiredDemos(db());
    await sweepOrphanUploads(db(), t.config.dataDir);
    expect(existsSync(folder(id))).toBe(false);
    expect(sharedFiles()).toEqual(allSharedIds());
    await showcaseServed();
  });
});
