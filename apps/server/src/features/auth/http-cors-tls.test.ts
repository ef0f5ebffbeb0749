import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({
    CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
    TRUST_PROXY: 'true',
  });
});

describe('HTTP hardening (configured)', () => {
  it('opens CORS to the configured origins only', async () => {
    const allowed = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: {
        origin: 'https://admin.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(
      'https://admin.example.com',
    );
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends HSTS when the request arrived over TLS at the proxy', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
