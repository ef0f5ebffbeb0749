import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';

import { registerUser } from './auth.test-helpers';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ TRUST_PROXY: 'true' });
});

describe('password reset link without PUBLIC_URL', () => {
  it('points at the origin the request came through', async () => {
    const account = await registerUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: {
        host: 'planner.internal:8443',
        'x-forwarded-proto': 'https',
      },
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(202);
    const body = await vi.waitFor(async () => {
      const [row] = await ctx.db
        .select({ body: mailOutbox.body })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, account.email))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      if (!row) throw new Error('no mail yet');
      return row.body;
    });
    expect(body).toMatch(
      /^https:\/\/planner\.internal:8443\/reset-password\?token=[\w-]+$/m,
    );
  });
});
