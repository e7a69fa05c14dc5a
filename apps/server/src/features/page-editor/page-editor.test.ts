import {
  DEFAULT_PAGE_LAYOUT,
  moveBlock,
  pageEditorMessages,
  type PageLayout,
  type PageLayoutState,
  type PublicProfile,
} from '@quickrdv/core';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import {
  animatedPng,
  animatedWebp,
  fakeImageDataUrl,
  imageDataUrl,
  pngBomb,
  transparentLogo,
  transparentLogoDataUrl,
} from '../../uploads/test-images.js';
import { bookableSalon } from '../booking/booking.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

async function salon() {
  const p = await signedUpPro(t.app);
  await bookableSalon(t.database.db, p.pro.id);
  return p;
}
const layoutOf = async (c: TestClient) => (await c.get('/api/v1/page-layout')).json() as PageLayoutState;
const publicLayout = async (slug: string) =>
  ((await t.app.inject({ url: `/api/v1/public/pros/${slug}` })).json() as PublicProfile).layout;
const uploadImage = async (c: TestClient, image: string, kind: 'logo' | 'background') =>
  c.post('/api/v1/page-layout/images', { image, kind });
const filesOf = (proId: string) => {
  const dir = path.join(t.config.dataDir, 'uploads', proId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
/** The served picture decoded to 8-bit RGBA, and a pixel's [r, g, b, a]. */
/** Saves the page with these pictures once its uploads are two days old: replaced ones may then go. */
async function replaceLogoADayLater(
  c: TestClient,
  proId: string,
  images: { logoUrl: string; backgroundImageUrl: string },
) {
  await t.database.db
    .updateTable('pageImages')
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
    .where('proId', '=', proId)
    .execute();
  return c.put('/api/v1/page-layout', { layout: { ...DEFAULT_PAGE_LAYOUT, ...images }, version: 1 });
}

async function pixelsOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  ];
  return { width: info.width, height: info.height, at };
}

describe('the page editor’s layout', () => {
  it('starts at the defaults, saves a whole edited layout, and the public page shows it', async () => {
    const { client, pro } = await salon();
    const start = await layoutOf(client);
    expect(start).toEqual({ layout: DEFAULT_PAGE_LAYOUT, version: 0, slug: pro.slug });
    const edited: PageLayout = {
      ...start.layout,
      theme: 'theme3',
      themeColorLine: '#e91e63',
      widgetColorGlobal: '#3f51b5',
      backgroundColor: '#fdf6ec',
      sections: moveBlock(start.layout.sections, 'AvisBlock', 'section1', 0),
      hiddenBlocks: ['EquipeBlock'],
      blockColors: { AvisBlock: '#aa3300', ImagesBlock: '#1e88e5' },
    };
    const saved = await client.put('/api/v1/page-layout', { layout: edited, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ layout: edited, version: 1 });
    expect(await publicLayout(pro.slug)).toEqual(edited);
  });

  it('refuses a stale save from a second tab with a French message, keeping the first one', async () => {
    const { client, pro } = await salon();
    const first = { ...DEFAULT_PAGE_LAYOUT, theme: 'theme2' as const };
    expect((await client.put('/api/v1/page-layout', { layout: first, version: 0 })).statusCode).toBe(200);
    const stale = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, theme: 'theme4' },
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Votre page a été modifiée entre-temps');
    expect((await publicLayout(pro.slug)).theme).toBe('theme2');
  });

  it('refuses invalid, partial or hostile layouts and stores nothing', async () => {
    const { client, pro } = await salon();
    const bad: unknown[] = [
      { ...DEFAULT_PAGE_LAYOUT, sections: { ...DEFAULT_PAGE_LAYOUT.sections, section1: ['ChatBlock'] } },
      { ...DEFAULT_PAGE_LAYOUT, sections: { ...DEFAULT_PAGE_LAYOUT.sections, section3: [] } },
      { ...DEFAULT_PAGE_LAYOUT, hiddenBlocks: ['ImagesBlock'] },
      { ...DEFAULT_PAGE_LAYOUT, theme: 'theme5' },
      { ...DEFAULT_PAGE_LAYOUT, backgroundColor: 'url(javascript:alert(1))' },
      { ...DEFAULT_PAGE_LAYOUT, blockColors: { AvisBlock: 'red;background:url(x)' } },
      { ...DEFAULT_PAGE_LAYOUT, blockColors: { AvisBlock: null } },
      { ...DEFAULT_PAGE_LAYOUT, blockColors: { ChatBlock: '#aa3300' } },
      { ...DEFAULT_PAGE_LAYOUT, blockColors: ['#aa3300'] },
      { ...DEFAULT_PAGE_LAYOUT, logoUrl: 'https://evil.example/logo.png' },
      { ...DEFAULT_PAGE_LAYOUT, logoUrl: '/api/v1/uploads/page/0f8b2c3e-1d2a-4b5c-9d8e-7f6a5b4c3d2e.jpg' },
      { theme: 'theme2' },
      'x'.repeat(2000),
    ];
    for (const layout of bad) {
      const res = await client.put('/api/v1/page-layout', { layout, version: 0 });
      expect(res.statusCode, JSON.stringify(layout).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/[a-zé]/);
    }
    // Colours refused in French, naming the field.
    const color = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, blockColors: { AvisBlock: '#aa33' } },
      version: 0,
    });
    expect(color.json()).toMatchObject({
      code: 'validation',
      message: 'Couleur invalide : choisissez une couleur au format #RRGGBB.',
      fields: { 'layout.blockColors.AvisBlock': expect.any(String) },
    });
    const block = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, blockColors: { ChatBlock: '#aa3300' } },
      version: 0,
    });
    expect(block.json().message).toBe('Seuls les blocs de la page peuvent avoir une couleur.');
    expect(await layoutOf(client)).toMatchObject({ layout: DEFAULT_PAGE_LAYOUT, version: 0 });
    expect(await publicLayout(pro.slug)).toEqual(DEFAULT_PAGE_LAYOUT);
  });

  it('takes a small logo, fits each kind in its box, and refuses a picture under 16 px', async () => {
    const { client } = await salon();
    const sizeOf = async (kind: string | undefined, width: number, height: number) => {
      const res = await client.post('/api/v1/page-layout/images', {
        image: await imageDataUrl(width, height),
        ...(kind ? { kind } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      const served = await t.app.inject({ url: (res.json() as { url: string }).url });
      const meta = await sharp(served.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    // A 120 × 40 logo is kept as it is (photos need 350 px).
    expect(await sizeOf('logo', 120, 40)).toEqual([120, 40]);
    expect(await sizeOf('logo', 2000, 1000)).toEqual([800, 400]);
    // The background is capped at 1920 × 1080, also when the kind is left out.
    expect(await sizeOf('background', 3840, 2560)).toEqual([1620, 1080]);
    expect(await sizeOf(undefined, 4000, 1000)).toEqual([1920, 480]);
    const tiny = await client.post('/api/v1/page-layout/images', {
      image: await imageDataUrl(15, 300),
      kind: 'logo',
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toMatchObject({ fields: { image: pageEditorMessages.imageTooSmall } });
    const odd = await client.post('/api/v1/page-layout/images', {
      image: await imageDataUrl(40, 40),
      kind: 'favicon',
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ fields: { kind: pageEditorMessages.imageKind } });
  });

  it('takes a logo and a background uploaded for the page, serves them, and drops replaced ones', async () => {
    const { client, pro } = await salon();
    const up = async () => {
      const res = await client.post('/api/v1/page-layout/images', { image: await imageDataUrl(400, 400) });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { url: string }).url;
    };
    const logo = await up();
    const background = await up();
    expect(logo).toMatch(/^\/api\/v1\/uploads\/page\/[0-9a-f-]{36}\.jpg$/);
    const saved = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, logoUrl: logo, backgroundImageUrl: background },
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const served = await t.app.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await publicLayout(pro.slug)).logoUrl).toBe(logo);
    // Another professional cannot point their page at this one's pictures.
    const other = await salon();
    const theft = await other.client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, logoUrl: logo },
      version: 0,
    });
    expect(theft.statusCode).toBe(400);
    expect(theft.json().message).toBe('Cette image n’a pas été envoyée pour votre page.');
    // Not an image: a French message, nothing stored.
    const notImage = await client.post('/api/v1/page-layout/images', {
      image: 'data:text/plain;base64,aGVsbG8=',
    });
    expect(notImage.statusCode).toBe(400);
    const count = await t.database.db
      .selectFrom('pageImages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('proId', '=', pro.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    // Replaced by a new logo: the old one goes once it is a day old (younger ones may be another tab's).
    const newer = await up();
    const replaced = await replaceLogoADayLater(client, pro.id, {
      logoUrl: newer,
      backgroundImageUrl: background,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await t.app.inject({ url: logo })).statusCode).toBe(404);
    expect((await t.app.inject({ url: newer })).statusCode).toBe(200);
    expect((await t.app.inject({ url: background })).statusCode).toBe(200);
  });

  it('keeps a transparent logo’s transparency (PNG or WebP, served as such), the background stays JPEG', async () => {
    const { client, pro } = await salon();
    // A flat logo on a transparent background: a palette PNG, its corners fully transparent.
    const logo = await uploadImage(client, await transparentLogoDataUrl(400, 160), 'logo');
    expect(logo.statusCode, logo.body).toBe(201);
    const logoUrl = (logo.json() as { url: string }).url;
    expect(logoUrl).toMatch(/^\/api\/v1\/uploads\/page\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    const png = await pixelsOf(served.rawPayload);
    expect([png.width, png.height]).toEqual([400, 160]);
    expect(png.at(0, 0)[3]).toBe(0);
    expect(png.at(399, 159)[3]).toBe(0);
    // Its middle is opaque and keeps its colour (#c2185b; a palette of 256 colours is close enough).
    const [r, g, b, a] = png.at(110, 80);
    expect(a).toBe(255);
    expect(Math.abs(r! - 0xc2) + Math.abs(g! - 0x18) + Math.abs(b! - 0x5b)).toBeLessThan(12);
    // Its width copies for srcset keep the transparency too (WebP has alpha).
    const copy = await t.app.inject({ url: `${logoUrl}?w=160` });
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await pixelsOf(copy.rawPayload)).at(0, 0)[3]).toBe(0);
    // Asked for under another extension, it is not there (the extension is the stored one).
    expect((await t.app.inject({ url: logoUrl.replace(/\.png$/, '.jpg') })).statusCode).toBe(404);

    // A cut-out photo as a logo: WebP, much lighter than a PNG of it, still transparent.
    const photo = await uploadImage(
      client,
      await transparentLogoDataUrl(800, 300, { photographic: true }),
      'logo',
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const photoUrl = (photo.json() as { url: string }).url;
    expect(photoUrl).toMatch(/\.webp$/);
    const photoServed = await t.app.inject({ url: photoUrl });
    expect(photoServed.headers['content-type']).toBe('image/webp');
    expect((await pixelsOf(photoServed.rawPayload)).at(0, 0)[3]).toBe(0);
    expect(photoServed.rawPayload.length).toBeLessThan(120_000);

    // A logo without any transparent pixel stays a JPEG, as before (an alpha channel alone is not enough).
    const opaqueSource = await sharp({
      create: { width: 300, height: 120, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const opaque = await uploadImage(client, fakeImageDataUrl(opaqueSource), 'logo');
    expect(opaque.statusCode, opaque.body).toBe(201);
    const opaqueServed = await t.app.inject({ url: (opaque.json() as { url: string }).url });
    expect(opaqueServed.headers['content-type']).toBe('image/jpeg');

    // The same transparent picture as the background: a JPEG, flattened on white.
    const background = await uploadImage(client, await transparentLogoDataUrl(400, 160), 'background');
    expect(background.statusCode, background.body).toBe(201);
    const backgroundUrl = (background.json() as { url: string }).url;
    expect(backgroundUrl).toMatch(/\.jpg$/);
    const backgroundServed = await t.app.inject({ url: backgroundUrl });
    expect(backgroundServed.headers['content-type']).toBe('image/jpeg');
    const flattened = await pixelsOf(backgroundServed.rawPayload);
    expect(flattened.at(0, 0)).toEqual([255, 255, 255, 255]);

    // Saved, the public page points at the PNG; a layout naming it under another extension, or a PNG as
    // the background, is refused.
    const unknown = 'Cette image n’a pas été envoyée pour votre page.';
    for (const layout of [
      { logoUrl: logoUrl.replace(/\.png$/, '.jpg') },
      { logoUrl: logoUrl.replace(/\.png$/, '.webp') },
      { backgroundImageUrl: logoUrl },
    ]) {
      const refused = await client.put('/api/v1/page-layout', {
        layout: { ...DEFAULT_PAGE_LAYOUT, ...layout },
        version: 0,
      });
      expect(refused.statusCode, JSON.stringify(layout)).toBe(400);
      expect(refused.json().message).toBe(unknown);
    }
    const saved = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, logoUrl, backgroundImageUrl: backgroundUrl },
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicLayout(pro.slug)).toMatchObject({ logoUrl, backgroundImageUrl: backgroundUrl });

    // Replaced and a day old, the PNG goes with its copies.
    const newer = await uploadImage(client, await imageDataUrl(200, 80), 'logo');
    const newerUrl = (newer.json() as { url: string }).url;
    const replaced = await replaceLogoADayLater(client, pro.id, {
      logoUrl: newerUrl,
      backgroundImageUrl: backgroundUrl,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await t.app.inject({ url: logoUrl })).statusCode).toBe(404);
    const id = (url: string) => url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('.'));
    expect(filesOf(pro.id)).toEqual([`${id(backgroundUrl)}.jpg`, `${id(newerUrl)}.jpg`].sort());
  });

  it('serves the logo’s copies for srcset (PNG or WebP) still transparent, the background’s too, and the public page knows the logo’s size', async () => {
    const { client, pro } = await salon();
    const upload = async (image: string, kind: 'logo' | 'background') => {
      const res = await uploadImage(client, image, kind);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { url: string }).url;
    };
    const pngLogo = await upload(await transparentLogoDataUrl(800, 300), 'logo');
    const webpLogo = await upload(await transparentLogoDataUrl(800, 300, { photographic: true }), 'logo');
    expect(pngLogo).toMatch(/\.png$/);
    expect(webpLogo).toMatch(/\.webp$/);
    for (const url of [pngLogo, webpLogo]) {
      for (const width of [160, 320, 480, 640] as const) {
        const copy = await t.app.inject({ url: `${url}?w=${width}` });
        expect(copy.statusCode, `${url}?w=${width}`).toBe(200);
        expect(copy.headers['content-type']).toBe('image/webp');
        expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(copy.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width,
          hasAlpha: true,
        });
        // Transparent at its four corners (no white or black box), the mark in its middle opaque.
        const px = await pixelsOf(copy.rawPayload);
        expect(px.height).toBe(Math.round((width * 300) / 800));
        for (const [x, y] of [
          [0, 0],
          [px.width - 1, 0],
          [0, px.height - 1],
          [px.width - 1, px.height - 1],
        ] as const) {
          expect(px.at(x, y)[3], `${url}?w=${width} at ${x},${y}`).toBe(0);
        }
        expect(px.at(Math.round(px.width * 0.3), Math.round(px.height / 2))[3]).toBe(255);
      }
      // Wider than the file, the copy is the file's own width (never enlarged).
      const wide = await t.app.inject({ url: `${url}?w=960` });
      expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 800, height: 300 });
    }
    // Lighter than the file: a cut-out photo's copies by far; a flat logo's palette PNG is already light
    // (its 320 copy weighs about as much), its smallest copy less.
    const weight = async (url: string) => (await t.app.inject({ url })).rawPayload.length;
    expect(await weight(`${webpLogo}?w=320`)).toBeLessThan((await weight(webpLogo)) / 4);
    expect(await weight(`${pngLogo}?w=160`)).toBeLessThan(await weight(pngLogo));
    // The copies are kept beside the file, named apart from a WebP logo's own file.
    const id = (url: string) => url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('.'));
    expect(filesOf(pro.id)).toEqual(
      expect.arrayContaining([
        `${id(webpLogo)}.webp`,
        `${id(webpLogo)}.w320.webp`,
        `${id(pngLogo)}.w320.webp`,
      ]),
    );

    // The background (a JPEG up to 1920 px): a phone's copies.
    const background = await upload(await imageDataUrl(1920, 1080), 'background');
    for (const width of [640, 1280] as const) {
      const copy = await t.app.inject({ url: `${background}?w=${width}` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width, height: (width * 9) / 16 });
    }

    // Saved, the public page gives the logo's size with its address (its srcset lists no wider copy).
    expect((await t.app.inject({ url: `/api/v1/public/pros/${pro.slug}` })).json()).toMatchObject({
      logoSize: null,
    });
    const saved = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, logoUrl: webpLogo, backgroundImageUrl: background },
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await t.app.inject({ url: `/api/v1/public/pros/${pro.slug}` })).json() as PublicProfile;
    expect(profile.layout.logoUrl).toBe(webpLogo);
    expect(profile.logoSize).toEqual({ width: 800, height: 300 });
  });

  it('keeps a typical 800 px transparent logo light', async () => {
    const { client } = await salon();
    const res = await uploadImage(client, await transparentLogoDataUrl(800, 300), 'logo');
    const served = await t.app.inject({ url: (res.json() as { url: string }).url });
    // This one (two shapes) is about 2 KB as a palette PNG; a logo with a name in it measured about 6 KB.
    expect(served.rawPayload.length).toBeLessThan(20_000);
  });

  it('refuses hostile logos with a French 400, leaving the saved logo as it was', async () => {
    const { client, pro } = await salon();
    const first = await uploadImage(client, await transparentLogoDataUrl(200, 100), 'logo');
    const logoUrl = (first.json() as { url: string }).url;
    expect(
      (await client.put('/api/v1/page-layout', { layout: { ...DEFAULT_PAGE_LAYOUT, logoUrl }, version: 0 }))
        .statusCode,
    ).toBe(200);
    const before = {
      bytes: (await t.app.inject({ url: logoUrl })).rawPayload,
      files: filesOf(pro.id),
      layout: await layoutOf(client),
    };
    const notAnImage = 'Le fichier doit être une image (JPEG, PNG ou WebP).';
    const valid = await transparentLogo(200, 100);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script>' +
        '<rect width="200" height="100" fill="#c2185b"/></svg>',
    );
    const cases: [string, string, string][] = [
      ['text claiming to be a PNG', fakeImageDataUrl(Buffer.from('pas une image\n'.repeat(40))), notAnImage],
      [
        'a PNG signature over junk',
        fakeImageDataUrl(Buffer.concat([valid.subarray(0, 8), Buffer.alloc(400, 7)])),
        notAnImage,
      ],
      // A header that reads well over a body cut short.
      ['a truncated PNG', fakeImageDataUrl(valid.subarray(0, Math.floor(valid.length / 2))), notAnImage],
      ['an SVG claiming to be a PNG', fakeImageDataUrl(svg), notAnImage],
      ['an SVG as such', fakeImageDataUrl(svg, 'image/svg+xml'), notAnImage],
      [
        'a GIF claiming to be a PNG',
        (await imageDataUrl(40, 40, 'gif')).replace('image/gif', 'image/png'),
        notAnImage,
      ],
      // 48 million pixels in 47 KB.
      [
        'a PNG bomb',
        fakeImageDataUrl(pngBomb()),
        'L’image est trop grande (40 millions de pixels au maximum).',
      ],
      [
        'an animated PNG',
        fakeImageDataUrl(await animatedPng()),
        'Les images animées ne sont pas acceptées : choisissez une image fixe.',
      ],
      [
        'an animated WebP',
        fakeImageDataUrl(await animatedWebp(), 'image/webp'),
        'Les images animées ne sont pas acceptées : choisissez une image fixe.',
      ],
    ];
    for (const [name, image, message] of cases) {
      const res = await uploadImage(client, image, 'logo');
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'validation', message, fields: { image: message } });
    }
    expect(filesOf(pro.id)).toEqual(before.files);
    const rows = await t.database.db
      .selectFrom('pageImages')
      .select('id')
      .where('proId', '=', pro.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await layoutOf(client)).toEqual(before.layout);
    expect((await publicLayout(pro.slug)).logoUrl).toBe(logoUrl);
    expect((await t.app.inject({ url: logoUrl })).rawPayload.equals(before.bytes)).toBe(true);
  });

  it('is the logged-in professional’s only', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get('/api/v1/page-layout')).statusCode).toBe(401);
    expect(
      (await anon.put('/api/v1/page-layout', { layout: DEFAULT_PAGE_LAYOUT, version: 0 })).statusCode,
    ).toBe(401);
    const a = await salon();
    const b = await salon();
    await a.client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, theme: 'theme4' },
      version: 0,
    });
    expect((await layoutOf(b.client)).layout.theme).toBe('theme1');
    expect((await publicLayout(b.pro.slug)).theme).toBe('theme1');
  });
});
