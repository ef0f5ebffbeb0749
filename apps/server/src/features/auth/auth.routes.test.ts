import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { users } from '../../db/schema';

import {
  buildAuthTestApp,
  login,
  registerUser,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth.test-helpers';

const ctx = await buildAuthTestApp();

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
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'password'],
        msg: 'Password is required',
        type: 'invalid_type',
      },
    ]);
  });
});
