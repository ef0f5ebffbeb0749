/**
 * The service worker keeps the last answer of the finalized-plans reads so My Plans and
 * each finalized plan open offline. The cache holds one account's plans, so
 * signing out deletes it.
 */
export const OFFLINE_PLANS_CACHE = 'wp-finalized-plans';

export function forgetOfflinePlans() {
  if (typeof caches !== 'undefined') void caches.delete(OFFLINE_PLANS_CACHE);
}
