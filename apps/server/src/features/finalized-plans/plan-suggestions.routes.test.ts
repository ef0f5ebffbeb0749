import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { postJson } from '../../test/inject';

import { end, start } from './finalize-fixture';

/** Runs on PGlite, and on PostgreSQL with TEST_DB=postgres. */
describe("a finalized plan keeps its draft's suggestions", async () => {
  const { app, db } = await buildTestApp();

  it('lists the suggestions not yet in the plan, and adding one takes it off', async () => {
    const { headers } = await createUser(db);
    const stranger = await createUser(db);
    await Promise.all(
      ['Gallery one', 'Gallery two', 'Gallery three'].map((name) =>
        createActivity(db, { name, category: 'arts' }),
      ),
    );
    const draft = await postJson(app, '/api/plans', headers, {
      location: { lat: 39.7392, lng: -104.9903, address: 'Denver' },
      days: [start, end],
      interests: ['arts'],
    });
    const drawn = (
      await app.inject({ url: `/api/plans/${draft.id}`, headers })
    ).json().activities as { id: number }[];
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    const [first, second] = drawn;

    await postJson(app, '/api/finalized-plans', headers, {
      plan_id: draft.id,
      title: 'Gallery day',
      start_date: start,
      end_date: end,
      selected_activities: [{ activity_id: first!.id, planned_date: start }],
    });
    const url = `/api/finalized-plans/${draft.id}/suggestions`;
    const ids = async () =>
      ((await app.inject({ url, headers })).json() as { id: number }[]).map(
        (a) => a.id,
      );
    expect(await ids()).toEqual(drawn.slice(1).map((a) => a.id));

    const added = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${draft.id}/activities`,
      headers,
      payload: { activity_id: second!.id, planned_date: end },
    });
    expect(added.statusCode).toBe(201);
    expect(await ids()).toEqual(drawn.slice(2).map((a) => a.id));

    const hidden = await app.inject({ url, headers: stranger.headers });
    expect(hidden.statusCode).toBe(404);
  });

  it('answers none for a plan made without a draft', async () => {
    const { headers } = await createUser(db);
    const place = await createActivity(db, { name: 'Solo stop' });
    const plan = await postJson(app, '/api/finalized-plans', headers, {
      title: 'Direct',
      start_date: start,
      end_date: start,
      selected_activities: [{ activity_id: place.id, planned_date: start }],
    });
    const res = await app.inject({
      url: `/api/finalized-plans/${plan.id}/suggestions`,
      headers,
    });
    expect(res.json()).toEqual([]);
  });
});
