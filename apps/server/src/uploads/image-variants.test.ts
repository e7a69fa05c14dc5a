import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, SHOWCASE_SLUG } from '@quickrdv/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureShowcaseSalon } from '../features/demo/demo.service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedUpPro, TestClient } from '../test/test-client.js';
import { imageDataUrl } from './test-images.js';
import { SHARED_UPLOADS } from './upload-store.js';

let t: TestApp;
let anon: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

const filesOf = (folder: string) => {
  const dir = path.join(t.config.dataDir, 'uploads', folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const YEAR = 'public, max-age=31536000, immutable';

async function proWithPhoto(width: number, height: number) {
  const { client, pro } = await signedUpPro(t.app);
  const res = await client.post('/api/v1/photos', { image: await imageDataUrl(width, height) });
  expect(res.statusCode).toBe(201);
  return { client, pro, photo: res.json() as { id: string; url: string } };
}

describe('GET /uploads/...?w= (resized copies)', () => {
  it('sends a photo as WebP at the width asked, cached a year, made once and kept beside the file', async () => {
    const { pro, photo } = await proWithPhoto(1200, 900);
    const res = await anon.get(`${photo.url}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // A picture is never a page: no page-only headers (a phone would download them with every picture).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(filesOf(pro.id)).toEqual([`${photo.id}.jpg`, `${photo.id}.w320.webp`]);

    // Served again from the kept copy, byte for byte.
    const again = await anon.get(`${photo.url}?w=320`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    // Without `w`, the stored JPEG as before.
    const original = await anon.get(photo.url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });
  });

  it('never enlarges: a width above the stored one gives the stored size', async () => {
    const { photo } = await proWithPhoto(400, 400);
    const res = await anon.get(`${photo.url}?w=1280`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('resizes the profile image too, at every listed width', async () => {
    const { client } = await signedUpPro(t.app);
    const put = await client.put('/api/v1/business/image', { image: await imageDataUrl(1600, 1600) });
    expect(put.statusCode).toBe(200);
    const { imageUrl } = put.json() as { imageUrl: string };
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const res = await anon.get(`${imageUrl}?w=${width}`);
      expect(res.statusCode, `w=${width}`).toBe(200);
      expect(res.headers['cache-control']).toBe(YEAR);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width, height: width });
    }
  });

  it('refuses any other width with a French 400 naming w, and makes no file', async () => {
    const { pro, photo } = await proWithPhoto(400, 400);
    const message = 'La largeur d’image demandée (w) doit être l’une de : 160, 320, 480, 640, 960, 1280.';
    for (const w of ['300', '0', '-320', '320.0', 'abc', '', '99999999', '1e3']) {
      const res = await anon.get(`${photo.url}?w=${encodeURIComponent(w)}`);
      expect(res.statusCode, `w=${w}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { w: message } });
    }
    expect(filesOf(pro.id)).toEqual([`${photo.id}.jpg`]);
  });

  it("serves each id from its own image only; deleting one removes its copies, another pro's stay", async () => {
    const a = await proWithPhoto(800, 600);
    const b = await proWithPhoto(600, 800);
    const [aCopy, bCopy] = await Promise.all([
      anon.get(`${a.photo.url}?w=160`),
      anon.get(`${b.photo.url}?w=160`),
    ]);
    expect(await sharp(aCopy.rawPayload).metadata()).toMatchObject({ width: 160, height: 120 });
    expect(await sharp(bCopy.rawPayload).metadata()).toMatchObject({ width: 160, height: 213 });
    // A photo's id is no profile image, and a pro's folder only ever holds its own copies.
    expect((await anon.get(`/api/v1/uploads/profile/${a.photo.id}.jpg?w=160`)).statusCode).toBe(404);
    expect(filesOf(a.pro.id)).toEqual([`${a.photo.id}.jpg`, `${a.photo.id}.w160.webp`]);
    expect(filesOf(b.pro.id)).toEqual([`${b.photo.id}.jpg`, `${b.photo.id}.w160.webp`]);

    expect((await a.client.delete(`/api/v1/photos/${a.photo.id}`)).statusCode).toBe(204);
    expect(filesOf(a.pro.id)).toEqual([]);
    expect((await anon.get(`${a.photo.url}?w=160`)).statusCode).toBe(404);
    expect((await anon.get(`${b.photo.url}?w=160`)).statusCode).toBe(200);
    expect(filesOf(b.pro.id)).toEqual([`${b.photo.id}.jpg`, `${b.photo.id}.w160.webp`]);
  });

  it("resizes the demo salon's shared pictures, kept in the shared folder", async () => {
    await ensureShowcaseSalon(t.database.db, t.config.dataDir);
    const profile = (await anon.get(`/api/v1/public/pros/${SHOWCASE_SLUG}`)).json() as {
      business: { imageUrl: string };
      photos: { url: string }[];
    };
    expect(profile.photos.length).toBeGreaterThan(0);
    for (const url of [profile.business.imageUrl, profile.photos[0]!.url]) {
      const res = await anon.get(`${url}?w=320`);
      expect(res.statusCode, url).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    }
    expect(filesOf(SHARED_UPLOADS).filter((f) => f.endsWith('.w320.webp'))).toHaveLength(2);
  });
});
