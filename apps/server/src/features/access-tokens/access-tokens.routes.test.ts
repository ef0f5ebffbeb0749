import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { personalTokens } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const PATH = '/api/users/me/access-tokens';

async function makeToken(
  t: TestApp,
  headers: Record<string, string>,
  scope: 'read' | 'read_write',
  extra: Record<string, unknown> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: PATH,
    headers,
    payload: { name: 'My assistant', scope, ...extra },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json<{ id: number; token: string }>();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

describe('personal access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PERSONAL_TOKEN_RATE_LIMIT: '5' });
  });

  it('is shown once, stored hashed and listed with its last use', async () => {
    const { headers, user } = await createUser(t.db);
    const made = await makeToken(t, headers, 'read');
    expect(made.token).toMatch(/^wpat_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db
      .select()
      .from(personalTokens)
      .where(eq(personalTokens.id, made.id));
    expect(row!.tokenHash).not.toContain(made.token);
    expect(row!.userId).toBe(user.id);

    const me = await t.app.inject({
      url: '/api/users/me',
      headers: made.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const list = await t.app.inject({ url: PATH, headers });
    const [listed] = list.json();
    expect(listed).not.toHaveProperty('token');
    expect(listed.name).toBe('My assistant');
    expect(listed.last_used_at).not.toBeNull();
  });

  it('with read scope reads but may not write', async () => {
    const { headers } = await createUser(t.db);
    const activity = await createActivity(t.db);
    const read = await makeToken(t, headers, 'read');
    const list = await t.app.inject({
      url: '/api/favorites',
      headers: read.headers,
    });
    expect(list.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: read.headers,
      payload: { activity_id: activity.id },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().detail).toMatch(/can only read/);

    const rw = await makeToken(t, headers, 'read_write');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: rw.headers,
      payload: { activity_id: activity.id },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('may never manage tokens or change the account', async () => {
    const { headers } = await createUser(t.db);
    const rw = await makeToken(t, headers, 'read_write');
    for (const [method, url] of [
      ['GET', PATH],
      ['POST', PATH],
      ['DELETE', `${PATH}/${rw.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: rw.headers,
        payload: method === 'POST' ? { name: 'x', scope: 'read' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toMatch(/cannot change the account/);
    }
  });

  it('stops working once revoked or expired', async () => {
    const { headers } = await createUser(t.db);
    const made = await makeToken(t, headers, 'read');
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${PATH}/${made.id}`,
      headers,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/users/me',
      headers: made.headers,
    });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ url: PATH, headers })).json()).toEqual([]);

    const expiring = await makeToken(t, headers, 'read', {
      expires_in_days: 1,
    });
    await t.db
      .update(personalTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalTokens.id, expiring.id));
    const expired = await t.app.inject({
      url: '/api/users/me',
      headers: expiring.headers,
    });
    expect(expired.statusCode).toBe(401);
  });

  it("cannot revoke another user's token, and rejects bad input", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const made = await makeToken(t, owner.headers, 'read');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${PATH}/${made.id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: owner.headers,
      payload: { name: '', scope: 'admin' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('is rate limited per token', async () => {
    const { headers } = await createUser(t.db);
    const first = await makeToken(t, headers, 'read');
    const second = await makeToken(t, headers, 'read');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.app.inject({
        url: '/api/users/me',
        headers: first.headers,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await t.app.inject({
      url: '/api/users/me',
      headers: second.headers,
    });
    expect(other.statusCode).toBe(200);
  });
});
