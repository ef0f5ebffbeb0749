import { addDays, metroToday } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import {
  buildTestApp,
  KEEP_CHANNELS,
  startSeparateNode,
  untilKept,
} from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { postJson } from '../../test/inject';

const start = addDays(metroToday(), 7);

/**
 * PostgreSQL only: two API processes, each with its own pool, so neither
 * hears the other's statements; a plan edited on one shows in the other's
 * next read, through Redis when it is set up, else through LISTEN/NOTIFY.
 */
describe.each(KEEP_CHANNELS)(
  'kept plan details across API processes (%s)',
  async (_name, env) => {
    const first = await buildTestApp({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      ...env,
    });
    const second = await startSeparateNode(first);

    it("shows one process's edit in the other's next read", async () => {
      const { headers } = await createUser(first.db);
      await createActivity(first.db, { name: 'Kept Diner' });
      const plan = await postJson(first.app, '/api/plans', headers, {
        name: 'Kept weekend',
        location: { lat: 39.7392, lng: -104.9903 },
        days: [start, addDays(start, 1)],
        interests: ['food'],
        radius: 20_000,
      });
      const nameOnSecond = async () =>
        (await second.inject({ url: `/api/plans/${plan.id}`, headers })).json()
          .name;
      // The second process keeps answers once its channel is confirmed.
      await untilKept(first.database.url!, plan.id, nameOnSecond);

      const edited = await first.app.inject({
        method: 'PUT',
        url: `/api/plans/${plan.id}`,
        headers,
        payload: { name: 'Edited elsewhere' },
      });
      expect(edited.statusCode).toBe(200);
      await expect
        .poll(nameOnSecond, { timeout: 2_000, interval: 20 })
        .toBe('Edited elsewhere');
    });
  },
);
