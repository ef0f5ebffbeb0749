import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, TEST_JWT_SECRET } from '../../test/factories';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const URL = '/api/users/me/preferences';

let nodeA: Awaited<ReturnType<typeof buildTestApp>>;
let nodeB: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  nodeA = await buildTestApp({ REDIS_URL: redisUrl });
  // A second API process on the same database and Redis.
  nodeB = await buildApp({
    config: nodeA.config,
    database: nodeA.database,
    jwtSecret: TEST_JWT_SECRET,
  });
  await nodeB.ready();
});
afterAll(async () => {
  await nodeB.close();
});

const get = (app: typeof nodeB, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: URL, headers });

const put = (
  app: typeof nodeB,
  headers: Record<string, string>,
  payload: object,
) => app.inject({ method: 'PUT', url: URL, headers, payload });

describe('kept preferences', () => {
  it('shows a save in the next read, on the node that saved and on the others', async () => {
    const { headers } = await createUser(nodeA.db);
    // Both nodes keep the defaults first.
    expect((await get(nodeA.app, headers)).json().has_car).toBe(true);
    expect((await get(nodeB, headers)).json().has_car).toBe(true);

    expect((await put(nodeA.app, headers, { has_car: false })).statusCode).toBe(
      200,
    );
    expect((await get(nodeA.app, headers)).json().has_car).toBe(false);
    // The change reaches the other node through Redis.
    await expect
      .poll(async () => (await get(nodeB, headers)).json().has_car, {
        timeout: 2_000,
      })
      .toBe(false);

    expect(
      (await put(nodeB, headers, { default_radius: 40 })).json().default_radius,
    ).toBe(40);
    await expect
      .poll(async () => (await get(nodeA.app, headers)).json().default_radius, {
        timeout: 2_000,
      })
      .toBe(40);
  });

  it('keeps nothing after a refused save', async () => {
    const { headers } = await createUser(nodeA.db);
    await get(nodeA.app, headers);
    expect(
      (await put(nodeA.app, headers, { default_radius: 2 })).statusCode,
    ).toBe(422);
    expect((await get(nodeA.app, headers)).json().default_radius).toBe(
      (await get(nodeB, headers)).json().default_radius,
    );
  });
});
