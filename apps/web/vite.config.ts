import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { precompress } from './build-plugins/precompress.ts';
import { prerenderLanding } from './build-plugins/prerender-landing.ts';
import { pureContracts } from './build-plugins/pure-contracts.ts';
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

/** packages/shared's modules, as the build resolves them (symlinks followed). */
const contractsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/shared/src',
);

const shellPrecache = shellOnlyPrecache();

const webAppManifest = {
  name: 'Weekend Planner',
  short_name: 'Weekend',
  description:
    'Plan your Denver weekend: restaurants, concerts, games, arts, outdoors and nightlife in one itinerary.',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
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
};

/** What the service worker keeps as it is used, beyond the precached shell. */
const runtimeCaching = [
  {
    // Hashed names never change, so a kept chunk is always right.
    urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
      sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst' as const,
    options: {
      cacheName: ASSETS_CACHE,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 500 },
    },
  },
  {
    // The app starts from this; offline it starts from the last copy.
    urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
      sameOrigin && url.pathname === '/api/web-config',
    handler: 'NetworkFirst' as const,
    options: {
      cacheName: 'wp-web-config',
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Copied into sw.js as source text, so it names nothing from here:
    // lists and single finalized plans under both paths.
    urlPattern: ({
      url,
      request,
      sameOrigin,
    }: {
      url: URL;
      request: Request;
      sameOrigin: boolean;
    }) =>
      sameOrigin &&
      request.method === 'GET' &&
      /^\/(api\/)?finalized-plans(\/\d+)?\/?$/.test(url.pathname),
    handler: 'NetworkFirst' as const,
    options: {
      cacheName: OFFLINE_PLANS_CACHE,
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 50 },
    },
  },
];

const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: webAppManifest,
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
      runtimeCaching,
    },
  });

const build: BuildEnvironmentOptions = {
  sourcemap: false,
  manifest: true,
  chunkSizeWarningLimit: 700,
  // Building a zod schema has no side effect: a shared module imported for
  // a constant leaves its unused schemas out of the bundle (with the
  // schemas built from other schemas marked by pureContracts).
  rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  modulePreload: {
    // The HTML names the entry's imports; lazy chunks add no
    // <link rel=modulepreload> per import: adding them (140-160 on an app
    // page) took a long task of its own on a phone, and the service worker
    // serves the chunks from its cache once installed.
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'html' ? deps : [],
  },
};

/** The dev server hands the API's paths to the API on its default port. */
const devProxy = Object.fromEntries(
  [
    '/api',
    '/health',
    '/finalized-plans',
    '/ai-intelligence',
    '/database-ai',
  ].map((prefix) => [prefix, 'http://localhost:8000']),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: routerProduction }]
        : [],
  },
  plugins: [
    react(),
    pureContracts(contractsDir),
    pwa(),
    shellPrecache.plugin,
    prerenderLanding(),
    precompress(),
  ],
  // Module workers, as the app's own modules.
  worker: { format: 'es' },
  server: { proxy: devProxy },
  build,
}));
