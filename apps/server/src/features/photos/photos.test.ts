import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { animatedWebp, fakeImageDataUrl, imageDataUrl, pngBomb } from '../../uploads/test-images.js';

let t: TestApp;
let png400: string;
beforeAll(async () => {
  t = await createTestApp();
  png400 = await imageDataUrl(400, 400);
});
afterAll(() => t.close());

const filesOf = (proId: string) => {
  const dir = path.join(t.config.dataDir, 'uploads', proId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rowsOf = (proId: string) =>
  t.database.db.selectFrom('photos').selectAll().where('proId', '=', proId).execute();

describe('POST /photos', () => {
  it('stores a re-encoded JPEG under the data folder and serves it publicly with a long cache', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.post('/api/v1/photos', { image: png400 });
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toEqual({ id: photo.id, url: `/api/v1/uploads/photos/${photo.id}.jpg`, position: 0 });
    expect(filesOf(pro.id)).toEqual([`${photo.id}.jpg`]);

    const served = await new TestClient(t.app).get(photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 400 });

    const list = await client.get('/api/v1/photos');
    expect(list.json()).toEqual({ photos: [photo], max: 4 });
  });

  it('fits large images in 1600 × 1600, applies the EXIF rotation and strips metadata', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const big = await client.post('/api/v1/photos', { image: await imageDataUrl(2400, 1800, 'webp') });
    expect(big.statusCode).toBe(201);
    const bigMeta = await sharp(
      path.join(t.config.dataDir, 'uploads', pro.id, `${big.json().id}.jpg`),
    ).metadata();
    expect(bigMeta).toMatchObject({ width: 1600, height: 1200 });

    // 400 wide, 600 high, tagged "rotate 90°": shown (and stored) 600 wide, 400 high.
    const rotated = await client.post('/api/v1/photos', {
      image: await imageDataUrl(400, 600, 'jpeg', { orientation: 6 }),
    });
    expect(rotated.statusCode).toBe(201);
    const meta = await sharp(
      path.join(t.config.dataDir, 'uploads', pro.id, `${rotated.json().id}.jpg`),
    ).metadata();
    expect(meta).toMatchObject({ width: 600, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses images under 350 × 350, non-images and files over 10 Mo, writing nothing', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const cases: [string, string][] = [
      [await imageDataUrl(200, 200), 'L’image doit mesurer au moins 350 × 350 pixels.'],
      [await imageDataUrl(1000, 349), 'L’image doit mesurer au moins 350 × 350 pixels.'],
      [
        fakeImageDataUrl(Buffer.from('Bonjour, je ne suis pas une image.\n'.repeat(50))),
        'Le fichier doit être une image (JPEG, PNG ou WebP).',
      ],
      [await imageDataUrl(400, 400, 'gif'), 'Le fichier doit être une image (JPEG, PNG ou WebP).'],
      // A GIF declared as PNG: the bytes decide.
      [
        (await imageDataUrl(400, 400, 'gif')).replace('image/gif', 'image/png'),
        'Le fichier doit être une image (JPEG, PNG ou WebP).',
      ],
      [fakeImageDataUrl(Buffer.alloc(10 * 1024 * 1024 + 1, 1)), 'L’image ne doit pas dépasser 10 Mo.'],
      // Only its first frame would be kept.
      [
        fakeImageDataUrl(await animatedWebp(400, 400), 'image/webp'),
        'Les images animées ne sont pas acceptées : choisissez une image fixe.',
      ],
      // 48 million pixels announced by a 47 KB file: named as too large, never decoded.
      [fakeImageDataUrl(pngBomb()), 'L’image est trop grande (40 millions de pixels au maximum).'],
      ['pas une data URL', 'Le fichier doit être une image (JPEG, PNG ou WebP).'],
    ];
    for (const [image, message] of cases) {
      const res = await client.post('/api/v1/photos', { image });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message, fields: { image: message } });
    }
    expect(await rowsOf(pro.id)).toEqual([]);
    expect(filesOf(pro.id)).toEqual([]);
  });

  it('refuses an empty file with a French 400 on both image routes (it was a 500)', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const message = 'Le fichier doit être une image (JPEG, PNG ou WebP).';
    for (const image of ['data:image/png;base64,', 'data:image/jpeg;base64,']) {
      for (const [method, url] of [
        ['POST', '/api/v1/photos'],
        ['PUT', '/api/v1/business/image'],
      ] as const) {
        const res = await client.request({ method, url, payload: { image } });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation', message, fields: { image: message } });
      }
    }
    expect(await rowsOf(pro.id)).toEqual([]);
    expect(filesOf(pro.id)).toEqual([]);
  });

  it('refuses a fifth photo', async () => {
    const { client, pro } = await signedUpPro(t.app);
    for (let i = 0; i < 4; i++)
      expect((await client.post('/api/v1/photos', { image: png400 })).statusCode).toBe(201);
    const fifth = await client.post('/api/v1/photos', { image: png400 });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toMatchObject({
      message: '4 photos maximums sont autorisées !',
      fields: { image: '4 photos maximums sont autorisées !' },
    });
    expect((await rowsOf(pro.id)).map((r) => r.position).sort()).toEqual([0, 1, 2, 3]);
    expect(filesOf(pro.id)).toHaveLength(4);
  });

  it('keeps the limit of four under concurrent uploads', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const results = await Promise.all(
      Array.from({ length: 7 }, () => client.post('/api/v1/photos', { image: png400 })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 409, 409, 409]);
    expect(await rowsOf(pro.id)).toHaveLength(4);
    expect(filesOf(pro.id)).toHaveLength(4);
  });

  it('asks for a login', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/photos')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/photos', { image: png400 })).statusCode).toBe(401);
  });
});

describe('DELETE /photos/:id', () => {
  it('removes the row and the file, and the public address answers 404', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const photo = (await client.post('/api/v1/photos', { image: png400 })).json();
    const res = await client.delete(`/api/v1/photos/${photo.id}`);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(pro.id)).toEqual([]);
    expect(filesOf(pro.id)).toEqual([]);
    expect((await client.get(photo.url)).statusCode).toBe(404);
    expect((await client.delete(`/api/v1/photos/${photo.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another professional’s photo and keeps it', async () => {
    const owner = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    const photo = (await owner.client.post('/api/v1/photos', { image: png400 })).json();
    const res = await other.client.delete(`/api/v1/photos/${photo.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Photo introuvable.');
    expect(await rowsOf(owner.pro.id)).toHaveLength(1);
    expect(filesOf(owner.pro.id)).toHaveLength(1);
    expect((await other.client.get('/api/v1/photos')).json().photos).toEqual([]);
  });
});

describe('GET /uploads', () => {
  it('answers 404 to unknown or malformed names', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of [
      '/api/v1/uploads/photos/00000000-0000-0000-0000-000000000000.jpg',
      '/api/v1/uploads/photos/..%2F..%2Fquickrdv.sqlite',
      '/api/v1/uploads/profile/nothing.jpg',
    ]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(404);
    }
  });
});
