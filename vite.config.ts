import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server runs separately in development (port 3001); proxying keeps the browser on one origin so the
// session cookie and our CSP behave exactly as in production, where one process serves both.
const apiServer = 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Which chunks each entry and lazy screen loads, for the front-end benchmark (bench/front-end.ts). The build
    // moves it out of the served folder (scripts/postbuild.tsx): visitors have no use for it.
    manifest: true,
    rollupOptions: {
      // Two pages: the portal SPA, and the public landing page with its own small bundle (prerendered at build).
      input: { main: 'index.html', landing: 'landing.html' },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/healthz': { target: apiServer, changeOrigin: false },
    },
  },
});
