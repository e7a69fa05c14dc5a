import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';
const coreSrc = fileURLToPath(new URL('../../packages/core/src/', import.meta.url));

export default defineConfig({
  plugins: [react()],
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
    rollupOptions: {
      treeshake: {
        // Core is pure by design (no I/O), so a page importing only its paths does not pull in the zod
        // schemas built at module level: the landing page stays free of the validation code.
        moduleSideEffects: (id, external) => !external && !id.startsWith(coreSrc),
      },
    },
  },
});
