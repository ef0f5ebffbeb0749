import { afterEach, describe, expect, it } from 'vitest';

import { passwordResetTokens } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { openNotificationStream } from '../../test/event-stream';
import {
  login,
  registerUser,
  STRONG_PASSWORD,
} from '../auth/auth.test-helpers';
import { digestToken, newOpaqueToken } from '../auth/auth.tokens';

type Stream = Awaited<ReturnType<typeof openNotificationStream>>;

describe('notification streams end with their session', async () => {
  const t = await buildTestApp({ AUTH_RATE_LIMIT_REGISTER: '0' });
  const opened: Stream[] = [];
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  const open = async (headers: Record<string, string>) => {
    const stream = await openNotificationStream(t.app, headers);
    opened.push(stream);
    return stream;
  };
  const logout = (headers: Record<string, string>, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      ...(body ? { payload: body } : {}),
    });

  it("closes the signed-out session's stream within a second, and only it", async () => {
    const account = await registerUser(t.app);
    const other = (await login(t.app, account.email, STRONG_PASSWORD)).json<{
      access_token: string;
    }>();
    const mine = await open(account.headers);
    const otherSession = await open({
      authorization: `Bearer ${other.access_token}`,
    });
    const out = await logout(account.headers, {
      refresh_token: account.refresh_token,
    });
    expect(out.statusCode).toBe(200);
    expect(await mine.endsWithin(1000)).toBe(true);
    expect(await otherSession.endsWithin(50)).toBe(false);
  });

  it('closes every stream of the user at "log out of all sessions"', async () => {
    const account = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const streams = [await open(account.headers), await open(account.headers)];
    const theirs = await open(stranger.headers);
    expect((await logout(account.headers)).statusCode).toBe(200);
    for (const stream of streams) {
      expect(await stream.endsWithin(1000)).toBe(true);
    }
    expect(await theirs.endsWithin(50)).toBe(false);
  });

  it('closes every stream of the user at a password reset', async () => {
    const account = await registerUser(t.app);
    const stream = await open(account.headers);
    const token = newOpaqueToken();
    await t.db.insert(passwordResetTokens).values({
      userId: account.user.id,
      tokenHash: digestToken(token),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Brand-new-Pass9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await stream.endsWithin(1000)).toBe(true);
  });
});
