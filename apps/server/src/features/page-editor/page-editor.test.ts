import {
  DEFAULT_PAGE_LAYOUT,
  moveBlock,
  pageEditorMessages,
  type PageLayout,
  type PageLayoutState,
  type PublicProfile,
} from '@quickrdv/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { imageDataUrl } from '../../uploads/test-images.js';
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
    await t.database.db
      .updateTable('pageImages')
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('proId', '=', pro.id)
      .execute();
    const replaced = await client.put('/api/v1/page-layout', {
      layout: { ...DEFAULT_PAGE_LAYOUT, logoUrl: newer, backgroundImageUrl: background },
      version: 1,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await t.app.inject({ url: logo })).statusCode).toBe(404);
    expect((await t.app.inject({ url: newer })).statusCode).toBe(200);
    expect((await t.app.inject({ url: background })).statusCode).toBe(200);
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
