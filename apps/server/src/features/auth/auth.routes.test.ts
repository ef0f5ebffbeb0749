import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { refreshTokens, users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';

import {
  login,
  refresh,
  registerUser,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth.test-helpers';
import { digestToken } from './auth.tokens';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({
    AUTH_RATE_LIMIT_REGISTER: '0',
    AUTH_RATE_LIMIT_LOGIN: '0',
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account and returns tokens and the public user', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `  ${email.toUpperCase()} `,
        password: STRONG_PASSWORD,
        username: 'jamie',
        full_name: 'Jamie Rivera',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      user: {
        email,
        username: 'jamie',
        full_name: 'Jamie Rivera',
        first_name: 'Jamie',
      },
    });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('stores empty optional names as null', async () => {
    const { user } = await registerUser(ctx.app, {
      username: '',
      full_name: '  ',
    });
    expect(user).toMatchObject({
      username: null,
      full_name: null,
      first_name: null,
    });
  });

  it('answers 409 for a duplicate email or username', async () => {
    const first = await registerUser(ctx.app, { username: 'taken_name' });
    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: first.email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      detail: 'An account with this email already exists',
    });
    const sameName = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        username: 'Taken_Name',
      },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      detail: 'This username is already taken',
    });
  });

  it('enforces the email and password rules with a 422 list', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'lowercase1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'email'], msg: 'Email is invalid', type: 'custom' },
      {
        loc: ['body', 'password'],
        msg: 'Password must contain uppercase, lowercase, and numeric characters',
        type: 'custom',
      },
    ]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with form data username=email', async () => {
    const account = await registerUser(ctx.app);
    const res = await login(
      ctx.app,
      account.email.toUpperCase(),
      account.password,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(account.user.id);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(me.json().email).toBe(account.email);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const account = await registerUser(ctx.app);
    const wrong = await login(ctx.app, account.email, 'Wrong-password1');
    const unknown = await login(ctx.app, uniqueEmail(), STRONG_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Incorrect email or password' });
    }
  });

  it('also accepts the same fields as JSON', async () => {
    const account = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not limit attempts when AUTH_RATE_LIMIT_LOGIN is 0', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 12; i += 1) {
      expect((await login(ctx.app, email, 'Wrong-pass1')).statusCode).toBe(401);
    }
  });

  it('answers 422 when a field is missing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40b.co',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'password']);
  });
});

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
