import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { refreshTokens } from '../../db/schema';

import {
  buildAuthTestApp,
  login,
  refresh,
  registerUser,
} from './auth.test-helpers';
import { digestToken } from './auth.tokens';

const ctx = await buildAuthTestApp();

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const account = await registerUser(ctx.app);
    const first = await refresh(ctx.app, account.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token;
    expect(rotated).not.toBe(account.refresh_token);
    expect(first.json().user.id).toBe(account.user.id);
    const second = await refresh(ctx.app, rotated);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const account = await registerUser(ctx.app);
    const rotated = (await refresh(ctx.app, account.refresh_token)).json()
      .refresh_token as string;
    const reuse = await refresh(ctx.app, account.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      detail: 'Invalid or expired refresh token',
    });
    // The legitimate newest token died with its family.
    expect((await refresh(ctx.app, rotated)).statusCode).toBe(401);
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const account = await registerUser(ctx.app);
    const other = (await login(ctx.app, account.email, account.password)).json()
      .refresh_token as string;
    await refresh(ctx.app, account.refresh_token);
    await refresh(ctx.app, account.refresh_token);
    expect((await refresh(ctx.app, other)).statusCode).toBe(200);
  });

  it('refuses an expired token, and sign-in clears expired tokens away', async () => {
    const account = await registerUser(ctx.app);
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, digestToken(account.refresh_token)));
    expect((await refresh(ctx.app, account.refresh_token)).statusCode).toBe(
      401,
    );

    await login(ctx.app, account.email, account.password);
    const left = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.user.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.tokenHash).not.toBe(digestToken(account.refresh_token));
  });

  it('rejects an unknown token and a malformed body', async () => {
    expect((await refresh(ctx.app, 'not-a-real-token')).statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {},
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the given refresh token family', async () => {
    const account = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.headers,
      payload: { refresh_token: account.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(ctx.app, account.refresh_token)).statusCode).toBe(
      401,
    );
  });

  it('with only a bearer token revokes every session of the user', async () => {
    const account = await registerUser(ctx.app);
    const second = (
      await login(ctx.app, account.email, account.password)
    ).json().refresh_token as string;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(ctx.app, account.refresh_token)).statusCode).toBe(
      401,
    );
    expect((await refresh(ctx.app, second)).statusCode).toBe(401);
  });

  it("cannot revoke another user's refresh token", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bob.headers,
      payload: { refresh_token: alice.refresh_token },
    });
    expect((await refresh(ctx.app, alice.refresh_token)).statusCode).toBe(200);
  });

  it('answers 401 with neither token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
    });
    expect(res.statusCode).toBe(401);
  });
});
