import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, startSecondNode } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

// Two processes hear each other's saves through Redis (.ci/run sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
const URL = '/api/users/me/preferences';

type Node = Awaited<ReturnType<typeof startSecondNode>>;

const get = (app: Node, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: URL, headers });

const put = (app: Node, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: URL, headers, payload });

describe.runIf(redisUrl)('kept preferences', () => {
  let nodeA: Awaited<ReturnType<typeof buildTestApp>>;
  let nodeB: Node;
  beforeAll(async () => {
    nodeA = await buildTestApp({ REDIS_URL: redisUrl! });
    nodeB = await startSecondNode(nodeA);
  });
  afterAll(async () => {
    await nodeB.close();
  });

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
