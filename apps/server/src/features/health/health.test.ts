import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in web build, so pages are served as in production.
  webDist = mkdtempSync(path.join(tmpdir(), 'qrdv-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Quick RDV</title><div id="root"></div>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok with the database in use, after querying it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testDialect });
    expect(typeof res.json().uptimeSeconds).toBe('number');
  });

  it('fails (5xx) once the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Une erreur interne est survenue. Veuillez réessayer.');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/auth/signup'].post).toBeDefined();
    expect(
      doc.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeDefined();
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('are on API replies, errors included', async () => {
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/health' })).headers);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ressource introuvable.');
    expectSecurityHeaders(missing.headers);
  });

  it('are on pages of the web app, which load for any client route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/professionnel/rendez-vous-en-ligne/espaceprofessionnel/compte',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res.headers);
  });
});

describe('GET /api/ready', () => {
  it('is ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready (503, in French) once the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'La base de données ne répond pas.' });
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it("answers with the proxy's X-Request-Id when it looks like one, a new UUID otherwise", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345678');
    for (const hostile of ['short', 'line\nbreak-1234567', 'x'.repeat(65), '<script>12345678']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': hostile },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await t.app.inject({ method: 'GET', url: '/api/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
