/**
 * Page weights: the gzipped JavaScript and CSS the booking frame (widget.html) and the app's first page
 * (index.html) load before anything else (the entry and its static imports, recursively; dynamic imports
 * come later and are not counted), read from the Vite manifest of apps/web/dist, and the gzipped size of
 * GET /code.js?num=salon-lumiere-demo as the server answers it (app started in-process, showcase seeded).
 * Run: npm run bench:weights (builds apps/web first).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureShowcaseSalon, SHOWCASE_SLUG } from '../apps/server/src/features/demo/demo.service.js';
import { startBenchServer } from './lib/server.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// BENCH_WEB_DIST: another build to compare with (say, of an earlier commit), as for bench:phone.
const dist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build -w apps/web\` first (npm run bench:weights does).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

/** The files an entry loads at once: its chunk, its static imports recursively, and their CSS. */
function staticClosure(...keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gzipped(f), 0);
const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

function page(...keys: string[]) {
  const { js, css } = staticClosure(...keys);
  const files = [...js, ...css].map((f) => `${f} ${kb(gzipped(f))} kB`);
  return { jsBytes: sum(js), cssBytes: sum(css), files };
}

const widget = page('widget.html');
const app = page('index.html');
// For information: the landing page's own route chunk, which the app's router fetches right after the entry.
const home = page('index.html', 'src/features/home/HomePage.tsx');

const server = await startBenchServer();
await ensureShowcaseSalon(server.database.db);
const code = await server.app.inject({ method: 'GET', url: `/code.js?num=${SHOWCASE_SLUG}` });
await server.stop();
if (code.statusCode !== 200 || !code.body.includes(SHOWCASE_SLUG))
  throw new Error(`GET /code.js failed: ${code.statusCode} ${code.body.slice(0, 200)}`);
const codeGzip = gzipSync(code.rawPayload).length;

const WIDGET_JS_KB = 100;
const CODE_JS_KB = 3;
console.log(`Page weights (gzip, default level; kB = 1000 bytes), from ${manifestPath}`);
console.table({
  'booking frame (widget.html): JS': {
    kB: kb(widget.jsBytes),
    target: `< ${WIDGET_JS_KB} kB`,
    result: widget.jsBytes < WIDGET_JS_KB * 1000 ? 'met' : 'missed',
  },
  'booking frame (widget.html): CSS': { kB: kb(widget.cssBytes), target: '', result: '' },
  'app first page (index.html): JS': { kB: kb(app.jsBytes), target: '', result: '' },
  'app first page (index.html): CSS': { kB: kb(app.cssBytes), target: '', result: '' },
  'app landing page, with its route chunk: JS': { kB: kb(home.jsBytes), target: '', result: '' },
  'app landing page, with its route chunk: CSS': { kB: kb(home.cssBytes), target: '', result: '' },
  [`GET /code.js?num=${SHOWCASE_SLUG}`]: {
    kB: Number((codeGzip / 1000).toFixed(2)),
    target: `< ${CODE_JS_KB} kB`,
    result: codeGzip < CODE_JS_KB * 1000 ? 'met' : 'missed',
  },
});
console.log(`widget.html loads: ${widget.files.join(', ')}`);
console.log(`index.html loads: ${app.files.join(', ')}`);
console.log(
  `code.js: ${code.rawPayload.length} bytes as sent (the server does not compress it), ${codeGzip} bytes gzipped.`,
);
