import { afterAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { createDatabase } from '../../db/client';
import { createTestDatabase, testConfig } from '../build-test-app';
import { createUser, TEST_JWT_SECRET } from '../factories';
import { startTcpProxy } from '../tcp-proxy';

const TIMEOUT_MS = 1_000;

/** PostgreSQL only: the API reaches a real server through a proxy the test cuts and pauses. */
describe('database outages on PostgreSQL', async () => {
  const direct = await createTestDatabase();
  const { user: _user, headers } = await createUser(direct.db);
  const directUrl = new URL(
    (
      direct.db as unknown as {
        $client: { options: { connectionString: string } };
      }
    ).$client.options.connectionString,
  );
  const proxy = await startTcpProxy({
    host: directUrl.hostname,
    port: Number(directUrl.port || 5432),
  });
  const proxied = new URL(directUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const database = await createDatabase({
    url: proxied.toString(),
    poolSize: 4,
    connectTimeoutMs: TIMEOUT_MS,
    statementTimeoutMs: TIMEOUT_MS,
  });
  const app = await buildApp({
    config: testConfig({ SESSION_CACHE_SECONDS: '0' }),
    database,
    jwtSecret: TEST_JWT_SECRET,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await direct.close();
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await app.inject({ url, headers });
    return { res, ms: Date.now() - started };
  };
  const expectUnavailable = async () => {
    const { res, ms } = await timed('/api/plans');
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/temporarily unavailable/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Connect timeout, or statement timeout plus the client's margin.
    expect(ms).toBeLessThan(TIMEOUT_MS * 2 + 1_500);
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'unhealthy',
      database: 'down',
    });
  };
  const expectRecovered = async () => {
    // No restart: the pool replaces its broken connections by itself.
    await expect
      .poll(
        async () =>
          (await app.inject({ url: '/api/plans', headers })).statusCode,
        {
          timeout: 10_000,
          interval: 200,
        },
      )
      .toBe(200);
    expect((await app.inject({ url: '/health' })).json().database).toBe('up');
  };

  it('answers 503 with Retry-After while the server is stopped, then recovers', async () => {
    expect((await timed('/api/plans')).res.statusCode).toBe(200);
    proxy.cut();
    await expectUnavailable();
    proxy.restore();
    await expectRecovered();
  });

  it('answers 503 within the timeouts while the server is frozen, then recovers', async () => {
    proxy.pause();
    await expectUnavailable();
    proxy.restore();
    await expectRecovered();
  });
});
