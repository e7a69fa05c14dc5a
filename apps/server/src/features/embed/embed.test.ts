import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { createVisitorDemo } from '../demo/demo.service.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'qrdv-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Quick RDV</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(webDist, 'widget.html'),
    '<!doctype html><title>Prendre rendez-vous</title><div id="widget-root"></div>',
  );
  t = await createTestApp({ JOBS_POLL_MS: '0', WEB_DIST: webDist, PUBLIC_URL: 'https://rdv.example.fr' });
});
/** A professional set up enough for a public page (a page is not public before that). */
async function openPro(nomSociete: string) {
  const p = await signedUpPro(t.app, { nomSociete });
  await t.database.db.updateTable('pros').set({ onboardingDone: 1 }).where('id', '=', p.pro.id).execute();
  return p;
}

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const codeJs = (num: string) =>
  t.app.inject({ method: 'GET', url: `/code.js?num=${encodeURIComponent(num)}` });

interface FakeElement {
  tagName: string;
  src?: string;
  title?: string;
  style: Record<string, string>;
  contentWindow?: { postMessage(message: unknown, targetOrigin: string): void };
  /** The iframe's box in the viewport (top, height), set by the test. */
  rect: { top: number; height: number };
  getBoundingClientRect(): { top: number; height: number };
  parentNode: FakeParent | null;
  attrs: Record<string, string>;
  getAttribute(k: string): string | null;
  setAttribute(k: string, v: string): void;
  readonly nextSibling: FakeElement | null;
}
interface FakeParent {
  children: FakeElement[];
  insertBefore(node: FakeElement, ref: FakeElement | null): void;
}

/**
 * Just enough of a browser page to run the widget script: script tags in a body, iframes with the messages
 * posted to them, window listeners, scrolling and animation frames (run when the test says).
 */
function fakePage() {
  const listeners: Record<string, ((e: unknown) => void)[]> = {};
  const posted: { frame: FakeElement; message: unknown; targetOrigin: string }[] = [];
  let animationFrames: (() => void)[] = [];
  const scrolls: number[] = [];
  const body: FakeParent = {
    children: [],
    insertBefore(node, ref) {
      const i = ref ? body.children.indexOf(ref) : -1;
      body.children.splice(i === -1 ? body.children.length : i, 0, node);
      node.parentNode = body;
    },
  };
  const element = (tagName: string): FakeElement => {
    const el: FakeElement = {
      tagName,
      style: {},
      parentNode: null,
      attrs: {},
      rect: { top: 0, height: 640 },
      getBoundingClientRect: () => ({ ...el.rect }),
      getAttribute: (k) => el.attrs[k] ?? null,
      setAttribute: (k, v) => {
        el.attrs[k] = String(v);
      },
      get nextSibling() {
        const parent = el.parentNode;
        return parent ? (parent.children[parent.children.indexOf(el) + 1] ?? null) : null;
      },
    };
    if (tagName === 'IFRAME')
      el.contentWindow = {
        postMessage: (message, targetOrigin) => posted.push({ frame: el, message, targetOrigin }),
      };
    return el;
  };
  const document = {
    currentScript: null as FakeElement | null,
    createElement: (tag: string) => element(tag.toUpperCase()),
    getElementsByTagName: () => body.children.filter((c) => c.tagName === 'SCRIPT'),
  };
  const window = {
    innerHeight: 844,
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] ??= []).push(fn),
    requestAnimationFrame: (fn: () => void) => animationFrames.push(fn),
    scrollBy: (_x: number, y: number) => scrolls.push(y),
  };
  return {
    body,
    /** Adds a <script src> and runs the code as the browser would (currentScript set, or not for old browsers). */
    run(src: string, code: string, withCurrentScript = true) {
      const script = element('SCRIPT');
      script.src = src;
      body.insertBefore(script, null);
      document.currentScript = withCurrentScript ? script : null;
      vm.runInNewContext(code, { document, window, encodeURIComponent, Math, Number, console });
      document.currentScript = null;
      return script;
    },
    post(e: { origin: string; source: unknown; data: unknown }) {
      for (const fn of listeners.message ?? []) fn(e);
    },
    /** The page scrolls or resizes. */
    fire(type: 'scroll' | 'resize') {
      for (const fn of listeners[type] ?? []) fn({});
    },
    /** Runs the animation frames asked for so far. */
    paint() {
      const due = animationFrames;
      animationFrames = [];
      for (const fn of due) fn();
    },
    posted,
    scrolls,
    frames: () => body.children.filter((c) => c.tagName === 'IFRAME'),
  };
}

describe('GET /code.js?num={slug}', () => {
  it('serves a small ES5 script, loadable from any site', async () => {
    const { pro } = await openPro('Salon Lumière');
    const res = await codeJs(pro.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(() => parse(res.body, { ecmaVersion: 5 })).not.toThrow();
    const gzipped = gzipSync(res.body).length;
    expect(gzipped).toBeLessThan(1024);
    expect(res.body).toContain(`"/rendez-vous-en-ligne/cadreindividuel/${pro.slug}"`);
  });

  it('inserts the booking frame right after each script and resizes it on messages from its own frame only', async () => {
    const a = await openPro('Salon A');
    const b = await openPro('Salon <B> </script>');
    const page = fakePage();
    const scriptA = page.run(
      `https://rdv.example.fr/code.js?num=${a.pro.slug}`,
      (await codeJs(a.pro.slug)).body,
    );
    const scriptB = page.run(
      `https://rdv.example.fr/code.js?num=${b.pro.slug}`,
      (await codeJs(b.pro.slug)).body,
      false,
    );
    const [frameA, frameB] = page.frames();
    expect(page.body.children).toEqual([scriptA, frameA, scriptB, frameB]);
    expect(frameA).toMatchObject({
      src: `https://rdv.example.fr/rendez-vous-en-ligne/cadreindividuel/${a.pro.slug}`,
      title: 'Prise de rendez-vous en ligne - Salon A',
      style: { width: '100%', maxWidth: '420px', border: '0', height: '640px' },
    });
    expect(frameB!.title).toBe('Prise de rendez-vous en ligne - Salon <B> </script>');
    expect(frameA!.attrs.allow).toContain('camera');

    const origin = 'https://rdv.example.fr';
    page.post({
      origin,
      source: frameA!.contentWindow,
      data: { type: 'qrdv:height', slug: a.pro.slug, height: 812.4 },
    });
    expect([frameA!.style.height, frameB!.style.height]).toEqual(['812px', '640px']);
    page.post({
      origin: 'https://evil.example',
      source: frameB!.contentWindow,
      data: { type: 'qrdv:height', slug: b.pro.slug, height: 900 },
    });
    page.post({
      origin,
      source: frameA!.contentWindow,
      data: { type: 'qrdv:height', slug: b.pro.slug, height: 900 },
    });
    page.post({
      origin,
      source: frameB!.contentWindow,
      data: { type: 'autre', slug: b.pro.slug, height: 900 },
    });
    page.post({ origin, source: frameB!.contentWindow, data: null });
    expect([frameA!.style.height, frameB!.style.height]).toEqual(['812px', '640px']);
    page.post({
      origin,
      source: frameB!.contentWindow,
      data: { type: 'qrdv:height', slug: b.pro.slug, height: 99999 },
    });
    expect(frameB!.style.height).toBe('5000px');
  });

  it('tells each frame where the viewport is, and scrolls only within its own frame when it asks', async () => {
    const a = await openPro('Salon A');
    const b = await openPro('Salon B');
    const page = fakePage();
    page.run(`https://rdv.example.fr/code.js?num=${a.pro.slug}`, (await codeJs(a.pro.slug)).body);
    page.run(`https://rdv.example.fr/code.js?num=${b.pro.slug}`, (await codeJs(b.pro.slug)).body);
    const [frameA, frameB] = page.frames();
    frameA!.rect = { top: 300, height: 2000 };
    frameB!.rect = { top: -1200.6, height: 1500 };

    // Scroll events are many: one message per frame and animation frame, to our origin only.
    page.fire('scroll');
    page.fire('scroll');
    page.fire('resize');
    expect(page.posted).toEqual([]);
    page.paint();
    expect(page.posted).toEqual([
      {
        frame: frameA,
        message: { type: 'qrdv:viewport', slug: a.pro.slug, top: -300, height: 844 },
        targetOrigin: 'https://rdv.example.fr',
      },
      {
        frame: frameB,
        message: { type: 'qrdv:viewport', slug: b.pro.slug, top: 1201, height: 844 },
        targetOrigin: 'https://rdv.example.fr',
      },
    ]);
    // After a resize of the frame, too (the frame learns where it is as soon as it is ready).
    page.posted.length = 0;
    const origin = 'https://rdv.example.fr';
    page.post({
      origin,
      source: frameA!.contentWindow,
      data: { type: 'qrdv:height', slug: a.pro.slug, height: 2000 },
    });
    page.paint();
    expect(page.posted.map((p) => p.frame)).toEqual([frameA]);

    // The frame's y 500 to the top of the screen; a point outside the frame is clamped to its box.
    const ask = (source: unknown, slug: string, top: unknown, from = origin) =>
      page.post({ origin: from, source, data: { type: 'qrdv:scroll-to', slug, top } });
    ask(frameA!.contentWindow, a.pro.slug, 500);
    ask(frameA!.contentWindow, a.pro.slug, 999_999);
    ask(frameA!.contentWindow, a.pro.slug, -5000);
    ask(frameB!.contentWindow, b.pro.slug, 10);
    expect(page.scrolls).toEqual([800, 2300, 300, -1191]);
    // Another origin, another frame's window, another slug or no number: the page does not move.
    ask(frameA!.contentWindow, a.pro.slug, 500, 'https://evil.example');
    ask(frameB!.contentWindow, a.pro.slug, 500);
    ask({}, a.pro.slug, 500);
    ask(frameA!.contentWindow, a.pro.slug, 'beaucoup');
    expect(page.scrolls).toHaveLength(4);
  });

  it('answers a script that only warns for an unknown professional or an expired demo copy', async () => {
    const copy = await createVisitorDemo(t.database.db);
    await t.database.db
      .updateTable('pros')
      .set({ demoExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('slug', '=', copy.slug)
      .execute();
    for (const num of ['inconnu', copy.slug, '</script><script>alert(1)</script>', '']) {
      const res = await codeJs(num);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.body).not.toContain('iframe');
      expect(res.body).not.toContain('</script>');
      const warnings: string[] = [];
      vm.runInNewContext(res.body, { window: {}, console: { warn: (msg: string) => warnings.push(msg) } });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('Quick RDV : aucun professionnel ne correspond');
    }
  });
});

describe('Content-Security-Policy frame-ancestors', () => {
  const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];

  it('lets any site embed the booking frame pages, and only our own site embed the others', async () => {
    const frame = await t.app.inject({
      method: 'GET',
      url: '/rendez-vous-en-ligne/cadreindividuel/salon-lumiere',
    });
    expect(frame.statusCode).toBe(200);
    // The frame has its own light page; the other pages get the app's.
    expect(frame.body).toContain('<div id="widget-root">');
    expect(frameAncestors(frame.headers['content-security-policy'])).toBe('*');
    const profile = await t.app.inject({ method: 'GET', url: '/rendez-vous-en-ligne/salon-lumiere' });
    expect(profile.body).toContain('<div id="root">');
    for (const url of [
      '/rendez-vous-en-ligne/salon-lumiere',
      '/professionnel/rendez-vous-en-ligne/espaceprofessionnel/compte',
      '/rendez-vous-en-ligne/cadreindividuel/../../professionnel/compte',
      '/api/v1/public/directory',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(frameAncestors(res.headers['content-security-policy']), url).toBe("'self'");
    }
  });
});
