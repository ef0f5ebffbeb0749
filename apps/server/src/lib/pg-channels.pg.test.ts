import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { registerUser } from '../features/auth/auth.test-helpers';
import { buildTestApp, startSecondNode } from '../test/build-test-app';

/** PostgreSQL only: two API processes on one database and no Redis hear each other. */
describe('kept answers across processes without Redis', () => {
  let nodeA: Awaited<ReturnType<typeof buildTestApp>>;
  let nodeB: Awaited<ReturnType<typeof startSecondNode>>;
  const me = (node: typeof nodeB, headers: Record<string, string>) =>
    node.inject({ url: '/api/users/me', headers });
  const listenersConfirmed = async () => {
    const [row] = await nodeA.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and query like 'LISTEN %'`);
    return row!.n;
  };
  /** A revocation no process is told of: only a kept answer still lets the token in. */
  const revokeQuietly = (userId: number) =>
    nodeA.db.execute(
      sql`update refresh_tokens set revoked_at = now() where user_id = ${userId}`,
    );

  beforeAll(async () => {
    nodeA = await buildTestApp({
      SESSION_CACHE_SECONDS: '300',
      AUTH_RATE_LIMIT_REGISTER: '0',
    });
    nodeB = await startSecondNode(nodeA);
    // One LISTEN connection per node, for sessions and preferences.
    while ((await listenersConfirmed()) < 2) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    await nodeB.close();
  });

  it('keeps a live session answer', async () => {
    const account = await registerUser(nodeA.app);
    expect((await me(nodeB, account.headers)).statusCode).toBe(200);
    await revokeQuietly(account.user.id);
    expect((await me(nodeB, account.headers)).statusCode).toBe(200);
  });

  it('ends access on the other process when the user logs out', async () => {
    const account = await registerUser(nodeA.app);
    expect((await me(nodeB, account.headers)).statusCode).toBe(200);
    const out = await nodeA.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.headers,
      payload: { refresh_token: account.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(nodeA.app, account.headers)).statusCode).toBe(401);
    await expect
      .poll(async () => (await me(nodeB, account.headers)).statusCode, {
        timeout: 1_000,
        interval: 20,
      })
      .toBe(401);
  });

  it('shows a preferences save on the other process', async () => {
    const account = await registerUser(nodeA.app);
    const url = '/api/users/me/preferences';
    const read = async () =>
      (await nodeB.inject({ url, headers: account.headers })).json().has_car;
    expect(await read()).toBe(true);
    const saved = await nodeA.app.inject({
      method: 'PUT',
      url,
      headers: account.headers,
      payload: { has_car: false },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(read, { timeout: 1_000, interval: 20 }).toBe(false);
  });

  it('forgets what it kept when its LISTEN connection drops', async () => {
    const account = await registerUser(nodeA.app);
    expect((await me(nodeB, account.headers)).statusCode).toBe(200);
    await nodeA.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %'`,
    );
    await expect.poll(listenersConfirmed, { timeout: 5_000 }).toBe(0);
    await revokeQuietly(account.user.id);
    await expect
      .poll(async () => (await me(nodeB, account.headers)).statusCode, {
        timeout: 2_000,
      })
      .toBe(401);
    // Connected again, the processes keep answers again.
    await expect.poll(listenersConfirmed, { timeout: 5_000 }).toBe(2);
  });
});
