import { versionTag } from '@app/shared/plan-live';
import { describe, expect, it } from 'vitest';

import {
  buildTestApp,
  KEEP_CHANNELS,
  startSeparateNode,
  untilKept,
} from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import { createPlaces, finalizePayload } from './finalize-fixture';

/**
 * PostgreSQL only: two API processes, each with its own pool, so neither
 * hears the other's statements; a write on one drops the lists the other
 * kept, through Redis when it is set up, else through LISTEN/NOTIFY.
 */
describe.each(KEEP_CHANNELS)(
  'kept plan lists across API processes (%s)',
  async (_name, env) => {
    const first = await buildTestApp({
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      ...env,
    });
    const second = await startSeparateNode(first);

    it("shows one process's edit in the other's next list", async () => {
      const owner = await createUser(first.db);
      const places = await createPlaces(first.db);
      const plan = (
        await first.app.inject({
          method: 'POST',
          url: '/api/finalized-plans',
          headers: owner.headers,
          payload: finalizePayload(places),
        })
      ).json();
      const titleOnSecond = async () =>
        (
          await second.inject({
            url: '/api/finalized-plans',
            headers: owner.headers,
          })
        ).json()[0]?.title;
      // The second process keeps answers once its channel is confirmed.
      await untilKept(first.database.url!, plan.id, titleOnSecond);

      const edited = await first.app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${plan.id}`,
        headers: { ...owner.headers, 'if-match': versionTag(plan.version) },
        payload: { title: 'Edited elsewhere' },
      });
      expect(edited.statusCode).toBe(200);
      await expect
        .poll(titleOnSecond, { timeout: 2_000, interval: 20 })
        .toBe('Edited elsewhere');
    });
  },
);
