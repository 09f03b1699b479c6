import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadFontsPlugin, routePreloadPlugin } from './web/build/preload-plugins.js';
import { ROUTE_MODULES } from './web/src/routes/modules.js';
import { serviceWorkerPlugin } from './web/sw/precache-plugin.js';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Anton: the face of every page's largest text (logotype, headings). Inter's two faces swap in later.
    preloadFontsPlugin(/\/anton-latin-400-normal-/),
    routePreloadPlugin(ROUTE_MODULES),
    serviceWorkerPlugin('web/sw/sw.js'),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing: the CSP allows only files from our origin.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:8787', '/puzzles.json': 'http://localhost:8787' },
  },
});
