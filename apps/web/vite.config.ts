import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [react(), bookingFramePage()],
  resolve: {
    // The shared core is bundled from source, so the web build never waits for a core build.
    alias: { '@quickrdv/core': `${coreSrc}index.ts` },
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
