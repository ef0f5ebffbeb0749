import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from './test/build-test-app';

function fakeWebBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'wp-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Weekend Planner</title>',
  );
  writeFileSync(
    path.join(root, 'landing.html'),
    '<!doctype html><title>Weekend Planner</title><h1>Plan</h1>',
  );
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'export {};');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  return root;
}

describe('serving the web app', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await buildTestApp({ WEB_DIST: fakeWebBuild() }));
  });

  it('answers client routes with index.html (the landing page with its prerendered HTML), caches hashed assets for good and keeps API 404s JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/plan/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Weekend Planner</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    expect(page.body).not.toContain('<h1>');

    for (const url of ['/', '/login', '/?from=mail']) {
      const landing = await app.inject({ method: 'GET', url });
      expect(landing.statusCode).toBe(200);
      expect(landing.body).toContain('<h1>Plan</h1>');
      expect(landing.headers['cache-control']).toBe('no-cache');
    }

    const asset = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).not.toContain('immutable');

    // A chunk of an older build is gone, not a page: a module script given
    // HTML fails with a MIME error and hides what happened.
    const gone = await app.inject({
      method: 'GET',
      url: '/assets/index-old999.js',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toContain('text/html');

    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
  });
});
