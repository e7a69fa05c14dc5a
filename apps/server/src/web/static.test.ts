import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureShowcaseSalon } from '../features/demo/demo.service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let webDist: string;
const script = Buffer.from(`export const greeting = ${JSON.stringify('Bonjour '.repeat(200))};\n`);
const IMMUTABLE = 'public, max-age=31536000, immutable';
beforeAll(async () => {
  // A stand-in web build with both pages, so pages are served as in production.
  webDist = mkdtempSync(path.join(tmpdir(), 'qrdv-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Quick RDV</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(webDist, 'widget.html'),
    '<!doctype html><title>Widget</title><div id="frame"></div>',
  );
  // Hashed assets as the build writes them: each compressible one with its .br and .gz twins.
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'main-AbC123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'main-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDist, 'assets', 'main-AbC123.js.gz'), gzipSync(script));
  writeFileSync(path.join(webDist, 'assets', 'font-XyZ789.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Vite's manifest: the profile's lazily loaded module, a chunk it shares, and the entry.
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-AbC123.js', isEntry: true, imports: ['_shared-Sh4r3d.js'] },
      '_shared-Sh4r3d.js': { file: 'assets/shared-Sh4r3d.js' },
      'src/features/public-profile/PublicProfilePage.tsx': {
        file: 'assets/PublicProfilePage-Pr0f1l.js',
        isDynamicEntry: true,
        imports: ['index.html', '_shared-Sh4r3d.js'],
        css: ['assets/PublicProfilePage-Pr0f1l.css'],
      },
      'widget.html': {
        file: 'assets/widget-W1dg3t.js',
        isEntry: true,
        imports: ['_shared-Sh4r3d.js', '_frame-only-Fr4m3.js'],
        css: ['assets/widget-W1dg3t.css'],
      },
      '_frame-only-Fr4m3.js': { file: 'assets/frame-only-Fr4m3.js' },
      'src/features/landing/LandingPage.tsx': {
        file: 'assets/LandingPage-L4nd1n.js',
        isDynamicEntry: true,
        imports: ['index.html'],
        css: ['assets/LandingPage-L4nd1n.css'],
      },
    }),
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('HEAD on pages', () => {
  it('answers 200 like GET, with the same headers and no body (it was a 404)', async () => {
    for (const url of [
      '/',
      '/rendez-vous-en-ligne/salon-lumiere-demo',
      '/professionnel/rendez-vous-en-ligne/espaceprofessionnel/compte',
      '/rendez-vous-en-ligne/cadreindividuel/salon-lumiere-demo',
    ]) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const header of ['content-type', 'content-length', 'cache-control', 'content-security-policy']) {
        expect(head.headers[header], `${url} ${header}`).toBe(get.headers[header]);
      }
    }
    // Unknown API paths and files stay 404s.
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/missing.png' })).statusCode).toBe(404);
  });
});

describe('hashed assets', () => {
  const url = '/assets/main-AbC123.js';

  it('carry only the security headers that apply to a script, not those of a document', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(res.headers['strict-transport-security']).toBeDefined();
    for (const header of ['content-security-policy', 'cross-origin-opener-policy', 'x-xss-protection'])
      expect(res.headers[header], header).toBeUndefined();
    // Pages, API replies and a path that only looks like an asset keep the full set.
    for (const other of ['/', '/api/health', '/assets/../rendez-vous-en-ligne/x'])
      expect((await t.app.inject({ url: other })).headers['content-security-policy'], other).toContain(
        "default-src 'self'",
      );
  });

  it('sends the brotli file when the browser accepts br, cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the plain file without Accept-Encoding, still with Vary so caches keep the variants apart', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(script)).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches fonts for a year without an encoding (woff2 is compressed already)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/font-XyZ789.woff2',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('makes pages and unhashed files revalidate', async () => {
    for (const page of [
      '/',
      '/rendez-vous-en-ligne/salon-lumiere-demo',
      '/rendez-vous-en-ligne/cadreindividuel/x',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: page,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['cache-control'], page).toBe('no-cache');
    }
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('profile pages', () => {
  it('carry the salon’s own title and Open Graph tags, for links shared in messages', async () => {
    await ensureShowcaseSalon(t.database.db);
    const res = await t.app.inject({ url: '/rendez-vous-en-ligne/salon-lumiere-demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Salon Lumière – Prendre rendez-vous en ligne</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Salon Lumière – Prendre rendez-vous en ligne" />',
    );
    expect(res.body).toContain(
      '<meta property="og:url" content="http://localhost:3000/rendez-vous-en-ligne/salon-lumiere-demo" />',
    );
    expect(res.body).toContain('href="/api/v1/public/pros/salon-lumiere-demo"');
    expect(res.body).toContain('<div id="root"></div>');
    // HEAD alike; an unknown salon and other pages get the plain app page.
    const head = await t.app.inject({ method: 'HEAD', url: '/rendez-vous-en-ligne/salon-lumiere-demo' });
    expect(head.statusCode).toBe(200);
    for (const url of ['/rendez-vous-en-ligne/inconnu', '/rendez-vous-en-ligne/rdv/abc', '/'])
      expect((await t.app.inject({ url })).body, url).not.toContain('og:title');
  });

  it('fetch their route module, its chunks and its CSS along with the app, not after it has run', async () => {
    await ensureShowcaseSalon(t.database.db);
    const { body } = await t.app.inject({ url: '/rendez-vous-en-ligne/salon-lumiere-demo' });
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PublicProfilePage-Pr0f1l.js" />',
    );
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-Sh4r3d.js" />');
    expect(body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/PublicProfilePage-Pr0f1l.css" />',
    );
    // The entry is the page's own script already.
    expect(body).not.toContain('modulepreload" crossorigin href="/assets/main-AbC123.js');
    // The booking frame's files that the page does not load already, at the lowest priority.
    for (const file of ['widget-W1dg3t.js', 'frame-only-Fr4m3.js', 'widget-W1dg3t.css'])
      expect(body).toContain(`<link rel="prefetch" crossorigin href="/assets/${file}" />`);
    expect(body).not.toContain('prefetch" crossorigin href="/assets/shared-Sh4r3d.js');
    expect((await t.app.inject({ url: '/rendez-vous-en-ligne-inscription' })).body).not.toContain(
      'modulepreload',
    );
  });
});

describe('booking frame pages', () => {
  it('fetch the salon’s data with the page, before the frame’s script asks for it', async () => {
    await ensureShowcaseSalon(t.database.db);
    const res = await t.app.inject({ url: '/rendez-vous-en-ligne/cadreindividuel/salon-lumiere-demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="frame"></div>');
    expect(res.body).toContain(
      '<title>Widget</title>\n    <link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/public/pros/salon-lumiere-demo" />',
    );
    // An unknown salon's frame is the plain frame page (it shows its own error).
    const unknown = await t.app.inject({ url: '/rendez-vous-en-ligne/cadreindividuel/inconnu' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="frame"></div>');
    expect(unknown.body).not.toContain('preload');
  });
});

describe('the home page', () => {
  it('fetches its route module and its CSS with the app, for a search too', async () => {
    for (const url of ['/', '/?q=coiffure']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/LandingPage-L4nd1n.js" />',
      );
      expect(res.body, url).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/LandingPage-L4nd1n.css" />',
      );
      expect(res.body, url).not.toContain('PublicProfilePage');
    }
  });
});
