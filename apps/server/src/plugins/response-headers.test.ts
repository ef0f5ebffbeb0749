import { request } from 'node:http';

import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';

import { PERMISSIONS_POLICY } from './response-headers';

describe('response headers and refused input', async () => {
  const { app, db } = await buildTestApp();

  it('marks signed-in JSON no-store and sends pages a Permissions-Policy', async () => {
    const { headers } = await createUser(db);
    const mine = await app.inject({ url: '/api/users/me', headers });
    expect(mine.headers['cache-control']).toBe('no-store');
    const open = await app.inject({ url: '/api/activities/categories' });
    expect(open.headers['cache-control']).not.toBe('no-store');
    const page = await app.inject({ url: '/docs' });
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('lets pages preview picked photos from blob: URLs, and nothing else from blob:', async () => {
    const page = await app.inject({ url: '/docs' });
    const directives = String(page.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/));
    const withBlob = directives.filter((sources) => sources.includes('blob:'));
    expect(withBlob.map(([name]) => name)).toEqual(['img-src']);
  });

  it('refuses NUL bytes, lone surrogates and subnormal numbers with 422', async () => {
    for (const url of [
      '/api/activities/search?q=%00',
      '/api/activities?radius=1e-320&lat=39.7&lng=-105',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail[0].type).toBe('invalid_value');
    }
    const track = (metadata: string) =>
      app.inject({
        method: 'POST',
        url: '/api/premium/track',
        payload: `{"event":"x","metadata":${metadata}}`,
        headers: { 'content-type': 'application/json' },
      });
    expect((await track('{"k":"\\ud800"}')).statusCode).toBe(422);
    const nulKey = await track('{"ok":1,"a\\u0000":"v"}');
    expect(nulKey.statusCode).toBe(422);
    expect(nulKey.json().detail[0].loc).toEqual(['body', 'metadata', 'a\0']);
  });

  it('answers oversized headers 431 with {detail} and the usual security headers', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const res = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/activities',
          headers: { 'x-big': 'x'.repeat(20_000) },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      detail: 'Request headers are too large',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
