import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';

import { login, refresh, registerUser, uniqueEmail } from './auth.test-helpers';
import { digestToken } from './auth.tokens';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({
    AUTH_RATE_LIMIT_REGISTER: '0',
    PUBLIC_URL: 'https://planner.example.org/',
  });
});

const NEW_PASSWORD = 'Brand-new-Pass9';

function forgot(email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
}

function reset(token: string, password = NEW_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
}

/** The reset token from the newest outbox mail to `email`. */
async function tokenFromOutbox(email: string) {
  const mail = await vi.waitFor(async () => {
    const [row] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (!row) throw new Error('no mail yet');
    return row;
  });
  const match =
    /https:\/\/planner\.example\.org\/reset-password\?token=(\S+)/.exec(
      mail.body,
    );
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('mails a single-use link that sets the password and ends sessions', async () => {
    const account = await registerUser(ctx.app);
    const me = () =>
      ctx.app.inject({ url: '/api/users/me', headers: account.headers });
    expect((await me()).statusCode).toBe(200);
    const res = await forgot(account.email);
    expect(res.statusCode).toBe(202);
    const token = await tokenFromOutbox(account.email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    // The access token dies with its session, not 15 minutes later.
    expect((await me()).statusCode).toBe(401);
    expect(
      (await login(ctx.app, account.email, account.password)).statusCode,
    ).toBe(401);
    expect((await login(ctx.app, account.email, NEW_PASSWORD)).statusCode).toBe(
      200,
    );
    expect((await refresh(ctx.app, account.refresh_token)).statusCode).toBe(
      401,
    );

    const again = await reset(token, 'Another-pass7');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/invalid or has expired/);
  });

  it('answers 202 for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await forgot(email);
    expect(res.statusCode).toBe(202);
    expect(res.json().detail).toMatch(/If an account exists/);
    const rows = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(rows).toEqual([]);
  });

  it('refuses an expired token and stores only its digest', async () => {
    const account = await registerUser(ctx.app);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    const stored = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, digestToken(token)));
    expect(stored).toHaveLength(1);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, digestToken(token)));
    expect((await reset(token)).statusCode).toBe(400);
    expect(
      (await login(ctx.app, account.email, account.password)).statusCode,
    ).toBe(200);
  });

  it('rejects a weak new password with 422 and keeps the token usable', async () => {
    const account = await registerUser(ctx.app);
    await forgot(account.email);
    const token = await tokenFromOutbox(account.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail[0]).toMatchObject({
      loc: ['body', 'password'],
      msg: 'Password must be at least 8 characters',
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers 400 for a token that never existed', async () => {
    expect((await reset('made-up-token')).statusCode).toBe(400);
  });
});
