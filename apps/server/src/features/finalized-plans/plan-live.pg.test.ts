import { describe, expect, it } from 'vitest';

import { buildTestApp, startSecondNode } from '../../test/build-test-app';
import { addressOf } from '../../test/event-stream';

import {
  assertNoLostEdits,
  coEditedPlan,
  streamEvents,
} from './plan-live-test-helpers';

/** PostgreSQL only: two API processes on one database, their push through LISTEN/NOTIFY. */
describe('co-editing across API processes', async () => {
  const first = await buildTestApp({
    // The fan-out listens on this server; the test database is a fresh one on it.
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
  });
  const second = await startSecondNode(first);

  it('loses no edit among 20 parallel writes from 4 members spread over both', async () => {
    await assertNoLostEdits([first.app, second], await coEditedPlan(first));
  });

  it("shows one process's edit and presence to a member streaming from the other within a second", async () => {
    try {
      const { owner, members, planId, items } = await coEditedPlan(first);
      const ben = members[1]!;
      const stream = await streamEvents(await addressOf(second), ben.headers);
      const started = Date.now();
      const moved = await first.app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${planId}/activities/${items[0]!.id}`,
        headers: { ...owner.headers, 'if-match': '"1"' },
        payload: { planned_time: '19:00' },
      });
      expect(moved.statusCode).toBe(200);
      await expect
        .poll(() => stream.events, { timeout: 1000, interval: 20 })
        .toContain(`plan {"plan_id":${planId},"version":2}`);
      expect(Date.now() - started).toBeLessThan(1000);

      const beat = await first.app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${planId}/presence`,
        headers: owner.headers,
        payload: { client_id: 'ann-page-1', editing_item_id: items[0]!.id },
      });
      expect(beat.statusCode).toBe(200);
      await expect
        .poll(() => stream.events, { timeout: 1000, interval: 20 })
        .toContain(`presence {"plan_id":${planId}}`);
      const seen = await second.inject({
        url: `/api/finalized-plans/${planId}/presence`,
        headers: ben.headers,
      });
      expect(seen.json().viewers).toMatchObject([
        { user: { first_name: 'Ann' }, editing_item_id: items[0]!.id },
      ]);
      await stream.close();
    } finally {
      await second.close();
    }
  });
});
