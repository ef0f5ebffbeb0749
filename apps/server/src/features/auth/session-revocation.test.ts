import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { TEST_JWT_SECRET } from '../../test/factories';

import {
  login,
  refresh,
  registerUser,
  STRONG_PASSWORD,
} from './auth.test-helpers';

describe('access tokens end with their session', async () => {
  // The embedded engine caches live sessions: revocation must clear the cache.
  const { app } = await buildTestApp({ SESSION_CACHE_SECONDS: '300' });
  const me = (headers: Record<string, string>) =>
    app.inject({ url: '/api/users/me', headers });

  it('stops working at once after logout', async () => {
    const account = await registerUser(app);
    expect((await me(account.headers)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.headers,
      payload: { refresh_token: account.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(account.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Could not validate credentials' });
  });

  it('ends only the session that signed out', async () => {
    const account = await registerUser(app);
    const second = (await login(app, account.email, STRONG_PASSWORD)).json<{
      access_token: string;
    }>();
    const secondHeaders = { authorization: `Bearer ${second.access_token}` };
    expect((await me(secondHeaders)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: account.refresh_token },
    });
    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await me(secondHeaders)).statusCode).toBe(200);
  });

  it('stops working at once when a refresh token is reused', async () => {
    const account = await registerUser(app);
    const rotated = (await refresh(app, account.refresh_token)).json<{
      access_token: string;
    }>();
    const rotatedHeaders = { authorization: `Bearer ${rotated.access_token}` };
    expect((await me(rotatedHeaders)).statusCode).toBe(200);
    expect((await refresh(app, account.refresh_token)).statusCode).toBe(401);
    expect((await me(rotatedHeaders)).statusCode).toBe(401);
    expect((await me(account.headers)).statusCode).toBe(401);
  });

  it('rejects a correctly signed token without an expiry or a session', async () => {
    const account = await registerUser(app);
    const sign = createSigner({
      key: TEST_JWT_SECRET,
      algorithm: 'HS256',
      iss: 'weekend-planner',
      sub: String(account.user.id),
    });
    const sid = '00000000-0000-4000-8000-000000000000';
    const noExp = sign({ sid });
    const noSid = sign({ exp: Math.floor(Date.now() / 1000) + 600 });
    const unknownSession = sign({
      sid,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    for (const token of [noExp, noSid, unknownSession]) {
      expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(
        401,
      );
    }
  });
});
