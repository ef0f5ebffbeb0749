import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema';
import { createAccessTokens } from '../../lib/access-token';
import { buildTestApp } from '../../test/build-test-app';
import { createUser, TEST_JWT_SECRET } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me', headers });

describe('GET /api/users/me', () => {
  it('returns only the public fields of the signed-in user', async () => {
    const { user, headers } = await createUser(ctx.db, {
      fullName: 'Ada Lovelace',
    });
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      username: user.username,
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
    });
  });

  it('answers each user with their own record', async () => {
    const alice = await createUser(ctx.db);
    const bob = await createUser(ctx.db);
    expect((await me(alice.headers)).json().id).toBe(alice.user.id);
    expect((await me(bob.headers)).json().id).toBe(bob.user.id);
  });

  it('answers 401 without a token, with a forged or expired token, and for a deleted account', async () => {
    expect((await me({})).statusCode).toBe(401);
    const forged = createAccessTokens('x'.repeat(40), 60);
    const { user, headers, sessionId } = await createUser(ctx.db);
    const forgedToken = await forged.sign({ userId: user.id, sessionId });
    expect(
      (await me({ authorization: `Bearer ${forgedToken}` })).statusCode,
    ).toBe(401);
    const expired = await createAccessTokens(TEST_JWT_SECRET, -10).sign({
      userId: user.id,
      sessionId,
    });
    expect((await me({ authorization: `Bearer ${expired}` })).statusCode).toBe(
      401,
    );

    await ctx.db.delete(users).where(eq(users.id, user.id));
    const gone = await me(headers);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ detail: 'Could not validate credentials' });
  });
});

describe('PUT /api/users/me', () => {
  const rename = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers, payload });

  it('renames the signed-in user, and people search finds the new name', async () => {
    const { user, headers } = await createUser(ctx.db, { username: null });
    const friend = await createUser(ctx.db);
    const res = await rename(headers, {
      username: `  trail_${user.id}  `,
      full_name: 'Rae Rocks',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      username: `trail_${user.id}`,
      full_name: 'Rae Rocks',
      first_name: 'Rae',
    });
    expect((await me(headers)).json().username).toBe(`trail_${user.id}`);
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/social/users/search?q=trail_${user.id}`,
      headers: friend.headers,
    });
    expect(found.json()).toEqual([
      expect.objectContaining({ id: user.id, display_name: 'Rae Rocks' }),
    ]);
  });

  it('clears an emptied field and keeps its own username', async () => {
    const { user, headers } = await createUser(ctx.db, {
      fullName: 'Old Name',
    });
    const res = await rename(headers, {
      username: user.username,
      full_name: '   ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: user.username,
      full_name: null,
    });
  });

  it("refuses another person's username in any case, and changes nothing", async () => {
    const taken = await createUser(ctx.db);
    const { headers } = await createUser(ctx.db, { fullName: 'Kept Name' });
    const res = await rename(headers, {
      username: taken.user.username!.toUpperCase(),
      full_name: 'New Name',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'This username is already taken' });
    expect((await me(headers)).json().full_name).toBe('Kept Name');
  });

  it('keeps the fields it is not given', async () => {
    const { user, headers } = await createUser(ctx.db, { fullName: 'Kept' });
    const named = await rename(headers, { full_name: 'Only Name' });
    expect(named.json()).toMatchObject({
      username: user.username,
      full_name: 'Only Name',
    });
    const untouched = await rename(headers, {});
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json()).toMatchObject({
      username: user.username,
      full_name: 'Only Name',
    });
  });

  it('folds full-width letters and refuses markup, invisible characters and reserved names', async () => {
    const { user, headers } = await createUser(ctx.db);
    const wide = await rename(headers, { username: `ＲＡＥ_${user.id}` });
    expect(wide.json().username).toBe(`rae_${user.id}`);
    for (const username of [
      '<b>x</b>',
      `ra\u200be_${user.id}`,
      'ab',
      'Admin',
      'sup.port',
    ]) {
      const res = await rename(headers, { username });
      expect(res.statusCode).toBe(422);
    }
    expect((await me(headers)).json().username).toBe(`rae_${user.id}`);
  });

  it('refuses a look-alike of an existing username', async () => {
    const { user } = await createUser(ctx.db, { username: null });
    const { headers } = await createUser(ctx.db);
    await ctx.db
      .update(users)
      .set({ username: `molly_${user.id}` })
      .where(eq(users.id, user.id));
    for (const username of [
      `rnolly_${user.id}`,
      `m0lly_${user.id}`,
      `mo1ly.${user.id}`,
    ]) {
      const res = await rename(headers, { username });
      expect(res.statusCode).toBe(409);
    }
  });

  it('refuses a name that is too long and an anonymous caller', async () => {
    const { headers } = await createUser(ctx.db);
    const long = await rename(headers, {
      username: 'u'.repeat(31),
      full_name: null,
    });
    expect(long.statusCode).toBe(422);
    expect(
      (await rename({}, { username: 'x', full_name: null })).statusCode,
    ).toBe(401);
  });
});
