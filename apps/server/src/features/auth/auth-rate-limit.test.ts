import { describe, expect, it } from 'vitest';

import {
  buildAuthTestApp,
  login,
  registerUser,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth.test-helpers';

const ctx = await buildAuthTestApp({
  AUTH_RATE_LIMIT_LOGIN: '3',
  AUTH_RATE_LIMIT_LOGIN_PER_IP: '5',
  AUTH_RATE_LIMIT_REGISTER: '2',
});

describe('auth rate limits', () => {
  it('limits login attempts per account and IP with 429 and Retry-After', async () => {
    const { email } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      const res = await login(ctx.app, email, 'Wrong-pass1', '10.0.0.1');
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(ctx.app, email, STRONG_PASSWORD, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many sign-in attempts/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another IP, or another account, has its own budget.
    expect(
      (await login(ctx.app, email, STRONG_PASSWORD, '10.0.0.2')).statusCode,
    ).toBe(200);
    expect(
      (await login(ctx.app, uniqueEmail(), STRONG_PASSWORD, '10.0.0.1'))
        .statusCode,
    ).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const register = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
      });
    expect((await register('10.1.0.1')).statusCode).toBe(201);
    expect((await register('10.1.0.1')).statusCode).toBe(201);
    const limited = await register('10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many registrations/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await register('10.1.0.2')).statusCode).toBe(201);
  });

  it('limits sign-in attempts per IP across accounts, keeping the per-account one', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i += 1) {
      const res = await login(ctx.app, uniqueEmail(), 'Wrong-pass1', ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(ctx.app, uniqueEmail(), 'Wrong-pass1', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login(ctx.app, uniqueEmail(), 'Wrong-pass1', '10.2.0.2'))
        .statusCode,
    ).toBe(401);
  });
});
