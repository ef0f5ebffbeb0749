/**
 * The service worker precaches only the app's shell and keeps every other
 * chunk (hashed, so never stale) as it is used. Shared with its config.
 */
export const ASSETS_CACHE = 'wp-assets';

/**
 * The chunks this page loaded before the worker took it over, put in the
 * worker's cache as if they had gone through it, so the route opened on a
 * first visit opens offline too. The browser's own cache answers them.
 */
export async function keepLoadedAssets() {
  if (typeof caches === 'undefined') return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === location.origin && url.pathname.startsWith('/assets/'),
    )
    .map((url) => url.href);
  const cache = await caches.open(ASSETS_CACHE);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  await Promise.allSettled(
    urls.filter((url) => !kept.has(url)).map((url) => cache.add(url)),
  );
}
