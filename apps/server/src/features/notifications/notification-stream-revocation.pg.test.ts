import { describe, expect, it } from 'vitest';

import { buildTestApp, startSecondNode } from '../../test/build-test-app';
import { openNotificationStream } from '../../test/event-stream';
import { registerUser } from '../auth/auth.test-helpers';

/** PostgreSQL only: two API processes, their push fan-out through LISTEN/NOTIFY. */
describe('notification streams across API processes', async () => {
  const first = await buildTestApp({
    // The fan-out listens on this server; the test database is a fresh one on it.
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const second = await startSecondNode(first);

  it('a logout on one process closes the stream held by the other within a second', async () => {
    try {
      const account = await registerUser(first.app);
      const stream = await openNotificationStream(second, account.headers);
      const out = await first.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: account.headers,
      });
      expect(out.statusCode).toBe(200);
      expect(await stream.endsWithin(1000)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
