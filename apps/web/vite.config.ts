import { createRequire } from 'node:module';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { precompress } from './build-plugins/precompress.ts';
import { prerenderLanding } from './build-plugins/prerender-landing.ts';
import { shellOnlyPrecache } from './build-plugins/shell-precache.ts';
import { ASSETS_CACHE } from './src/app/pwa/kept-assets.ts';
import { OFFLINE_PLANS_CACHE } from './src/lib/offline-cache.ts';

/** Paths the server answers itself; everything else is a client route. */
const SERVER_PATHS =
  /^\/(api|health|docs|finalized-plans|ai-intelligence|database-ai)(\/|$)/;

// react-router's package exports name only its development build, whose dev
// warnings stay in a production bundle; the build takes the production twin.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

const shellPrecache = shellOnlyPrecache();

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: routerProduction }]
        : [],
  },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Weekend Planner',
        short_name: 'Weekend',
        description:
          'Plan your Denver weekend: restaurants, concerts, games, arts, outdoors and nightlife in one itinerary.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#667eea',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The shell only; each page's chunks are kept as they are used.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['images/**'],
        manifestTransforms: [shellPrecache.transform],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [SERVER_PATHS],
        cleanupOutdatedCaches: true,
        // The first visit's own reads go through the worker, so they are kept too.
        clientsClaim: true,
        runtimeCaching: [
          {
            // Hashed names never change, so a kept chunk is always right.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: ASSETS_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 500 },
            },
          },
          {
            // The app starts from this; offline it starts from the last copy.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname === '/api/web-config',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'wp-web-config',
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Copied into sw.js as source text, so it names nothing from here:
            // lists and single finalized plans under both paths.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/(api\/)?finalized-plans(\/\d+)?\/?$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_PLANS_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 50 },
            },
          },
        ],
      },
    }),
    shellPrecache.plugin,
    prerenderLanding(),
    precompress(),
  ],
  // Module workers, as the app's own modules.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': 'http://localhost:8000',
      '/health': 'http://localhost:8000',
      '/finalized-plans': 'http://localhost:8000',
      '/ai-intelligence': 'http://localhost:8000',
      '/database-ai': 'http://localhost:8000',
    },
  },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Building a zod schema has no side effect: a shared module imported for
    // a constant leaves its unused schemas out of the bundle.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    modulePreload: {
      // The HTML names the entry's imports; lazy chunks add no
      // <link rel=modulepreload> per import: adding them (140-160 on an app
      // page) took a long task of its own on a phone, and the service worker
      // serves the chunks from its cache once installed.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : [],
    },
  },
}));
