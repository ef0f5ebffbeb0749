import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../build-test-app';
import { createUser } from '../factories';

import { firstUserWithObjects, MARKER, urlsFor } from './first-user';
import { sampleValid, shapeOf } from './schema-arbitraries';

/**
 * Routes anyone may call. Every other registered route must answer an
 * anonymous caller 401, so a new route that forgets its guard fails here.
 */
const PUBLIC_ROUTES = new Set([
  'GET /health',
  'GET /api/status',
  // What the web app needs before anyone signs in.
  'GET /api/web-config',
  'GET /docs',
  'GET /docs/*',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/*',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/activities',
  'GET /api/activities/count',
  'GET /api/activities/categories',
  'GET /api/activities/search',
  'GET /api/activities/category/:category',
  'GET /api/activities/:id',
  'GET /api/activities/:id/reviews',
  'GET /api/catalogue/sources',
  'POST /api/search/on-demand',
  'POST /api/location/discover-activities',
  'POST /api/ai/search',
  'POST /database-ai/smart-search',
  'GET /api/shared-plans/:shareId',
  'GET /api/shared-itineraries/:shareId',
  // The secret token in the path is the credential (calendar apps send no header).
  'GET /api/calendar/:file',
  'GET /api/premium/tiers',
  'GET /api/premium/upgrade-prompt/:feature',
  'POST /api/premium/track',
  'POST /api/ai/enhanced/track-premium-feature',
  'GET /api/weather',
  'GET /api/locations',
  'POST /api/locations',
  'GET /api/locations/search',
  'GET /api/locations/suggest',
  'GET /api/placeholder/:width/:height',
  // Visitors see public posts only; privacy is checked in the feed's SQL.
  'GET /api/social/feed',
  'GET /api/social/feed/posts/:id',
  'GET /api/social/feed/posts/:id/comments',
  // The per-viewer signature in the link is the credential (an <img> sends no header).
  'GET /api/social/photos/:photoId/:variant',
  // Catalogue photos from Wikimedia Commons: public, like the places they show.
  'GET /api/places/photos/:photoId/:variant',
  'POST /api/ai/enhanced/search',
  // Public catalogue facts only; signed in, the user's comfort range applies.
  'POST /ai-intelligence/discover/live-events',
  'POST /api/ai-intelligence/discover/live-events',
  'POST /ai-intelligence/enrich/real-time',
  'POST /api/ai-intelligence/enrich/real-time',
  'POST /ai-intelligence/insights/weekend-intelligence',
  'POST /api/ai-intelligence/insights/weekend-intelligence',
  // Analyses of the activity in the body; they read no one's rows.
  'POST /api/ai-foundation/elevation-profile',
  'POST /api/ai-foundation/reservation-analysis',
  'POST /api/ai-foundation/enhance-activity',
  'GET /api/ai-foundation/system-status',
]);

const hasBody = (method: string) =>
  !['GET', 'DELETE', 'OPTIONS'].includes(method);

describe('authorization matrix over the registered route table', async () => {
  const { app, db } = await buildTestApp();
  const first = await firstUserWithObjects(app, db);
  const another = await createUser(db);
  const routes = app.routeTable;
  const exportOf = async () => {
    const res = await app.inject({
      url: '/api/users/me/export',
      headers: first.owner.headers,
    });
    // Another user may rightly leave a notification (a friend request, say).
    const { exported_at: _at, notifications: _inbox, ...data } = res.json();
    return JSON.stringify(data);
  };
  const before = await exportOf();
  const figures = { routes: routes.length, requests: 0 };

  it('covers every route, and every public one is on the allow-list on purpose', () => {
    expect(routes.length).toBeGreaterThan(80);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const stale = [...PUBLIC_ROUTES].filter(
      (r) => !registered.has(r) && !r.endsWith('*'),
    );
    expect(stale).toEqual([]);
  });

  it('answers an anonymous caller 401 on every route not on the allow-list, and leaks nothing on those that are', async () => {
    const unguarded: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      for (const url of urlsFor(route.url, first.ids, 16)) {
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          payload: hasBody(route.method)
            ? ((sampleValid(route.schema?.body as never, 1) as object) ?? {})
            : undefined,
        });
        figures.requests += 1;
        expect(res.body, `${route.method} ${url}`).not.toContain(MARKER);
        if (!PUBLIC_ROUTES.has(key) && res.statusCode !== 401) {
          unguarded.push(`${key} -> ${res.statusCode}`);
        }
      }
    }
    expect(unguarded.join('\n')).toBe('');
  }, 240_000);

  it("never shows or changes the first user's objects to another signed-in user", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // A signed-in stream stays open; it only ever carries the caller's own
      // events, and its own tests cover that.
      if (route.stream) continue;
      const bodyShape = shapeOf(route.schema?.body as never);
      for (const url of urlsFor(route.url, first.ids)) {
        const sample = sampleValid(route.schema?.body as never, 7) as
          Record<string, unknown> | undefined;
        // Aim id-like body fields at the first user's objects too.
        const payloads =
          hasBody(route.method) && bodyShape
            ? first.ids.slice(0, 4).map((id) => ({
                ...(sample ?? {}),
                ...Object.fromEntries(
                  Object.keys(bodyShape)
                    .filter((k) => /(^|_)id$/.test(k))
                    .map((k) => [k, id]),
                ),
              }))
            : [hasBody(route.method) ? (sample ?? {}) : undefined];
        for (const payload of payloads) {
          const res = await app.inject({
            method: route.method as 'GET',
            url,
            headers: another.headers,
            payload: payload as object,
          });
          figures.requests += 1;
          if (res.statusCode >= 500 || res.body.includes(MARKER)) {
            failures.push(`${route.method} ${url} -> ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await exportOf()).toBe(before);
    // eslint-disable-next-line no-console -- the figures recorded in docs/security.md
    console.info(
      `authorization matrix: ${figures.routes} routes x {anonymous, another user}, ${figures.requests} requests`,
    );
  }, 480_000);
});
