import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://localhost:3000';
const coreSrc = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));
// Must match BOOKING_FRAME_PREFIX in core (the server serves widget.html under it).
const framePrefix = '/rendez-vous-en-ligne/cadreindividuel/';

/** In development, serve the booking frame's own page for the frame paths, as the server does in production. */
function bookingFramePage(): Plugin {
  return {
    name: 'booking-frame-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith(framePrefix)) req.url = '/widget.html';
        next();
      });
    },
  };
}

/**
 * Drops the @font-face rules of the PrimeReact theme: they point at the whole Inter font (350 KB per style);
 * app/styles/fonts.css declares the same family from latin subsets instead.
 */
function themeWithoutFonts(): Plugin {
  return {
    name: 'theme-without-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0]!)) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// woff2 and images are compressed formats already; these text formats shrink four to eight times.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt)$/;

/**
 * Writes a .br and a .gz beside each compressible file of the build's assets folder, at the highest levels
 * (compressed once here, not per request): the server sends the one the browser accepts (web/static.ts).
 * A file that would not shrink gets no twin.
 */
function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = (await readdir(assetsDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(assetsDir, file);
          const raw = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await writeFile(`${full}.br`, br);
          if (gz.length < raw.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), bookingFramePage(), themeWithoutFonts(), precompress()],
  resolve: {
    // The shared core is bundled from source, so the web build never waits for a core build.
    alias: [
      { find: /^@quickrdv\/core$/, replacement: `${coreSrc}index.ts` },
      // The assistant's search (minisearch, the French stemmer): only in the assistant's lazy chunk.
      { find: /^@quickrdv\/core\/assistant$/, replacement: `${coreSrc}assistant/index.ts` },
    ],
  },
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // Live calendar updates use a WebSocket under /api/v1/live.
        ws: true,
        // The API refuses writes from another origin; in development the page comes from Vite's port,
        // so the proxy presents the request as coming from the API's own origin.
        configure: (proxy) => proxy.on('proxyReq', (proxyReq) => proxyReq.setHeader('origin', apiTarget)),
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Two pages: the app, and the booking frame (a light entry embedded on professionals' sites).
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        widget: fileURLToPath(new URL('widget.html', import.meta.url)),
      },
      treeshake: {
        // Core is pure by design (no I/O), so a page importing only its paths does not pull in the zod
        // schemas built at module level: the landing page stays free of the validation code.
        moduleSideEffects: (id, external) => !external && !id.startsWith(coreSrc),
      },
    },
  },
});
