import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { users } from '../schema';

import { DEMO_ACCOUNT, ensureDemoAccount } from './demo-account';

describe('demo account', () => {
  it('can sign in with the credentials the sign-in form fills, and is created once', async () => {
    const { app, db } = await buildTestApp();
    await ensureDemoAccount(db);
    await ensureDemoAccount(db);
    const rows = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT.email));
    expect(rows).toHaveLength(1);

    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${encodeURIComponent(DEMO_ACCOUNT.email)}&password=${DEMO_ACCOUNT.password}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO_ACCOUNT.email);
  });
});
