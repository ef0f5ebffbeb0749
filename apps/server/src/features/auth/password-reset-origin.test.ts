import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';

import { registerUser } from './auth.test-helpers';

async function lastMailTo(db: Db, email: string) {
  return vi.waitFor(async () => {
    const [row] = await db
      .select({ body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (!row) throw new Error('no mail yet');
    return row.body;
  });
}

const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('password reset links never trust request headers', async () => {
  const configured = await buildTestApp({
    PUBLIC_URL: 'https://planner.example/',
    TRUST_PROXY: 'true',
  });
  const embedded = await buildTestApp();

  it('use PUBLIC_URL whatever Host the request names', async () => {
    const { app, db } = configured;
    const account = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: hostile,
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(202);
    expect(await lastMailTo(db, account.email)).toMatch(
      /^https:\/\/planner\.example\/reset-password\?token=[\w-]+$/m,
    );
  });

  it('fall back to the listening address on the embedded default', async () => {
    const { app, db } = embedded;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const account = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: hostile,
      payload: { email: account.email },
    });
    const body = await lastMailTo(db, account.email);
    expect(body).toContain(`http://127.0.0.1:${port}/reset-password?token=`);
    expect(body).not.toContain('evil.example');
  });
});
