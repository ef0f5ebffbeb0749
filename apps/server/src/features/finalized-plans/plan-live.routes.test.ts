import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

import {
  assertNoLostEdits,
  coEditedPlan,
  ITEMS,
} from './plan-live-test-helpers';

/** Runs on PGlite, and on PostgreSQL with TEST_DB=postgres. */
describe('co-editing a finalized plan', async () => {
  const built = await buildTestApp();
  const { app } = built;
  const put = (
    headers: Record<string, string>,
    url: string,
    payload: object,
    version?: number,
  ) =>
    app.inject({
      method: 'PUT',
      url,
      headers:
        version === undefined
          ? headers
          : { ...headers, 'if-match': `"${version}"` },
      payload,
    });

  it('loses no edit among 20 parallel writes from 4 members', async () => {
    await assertNoLostEdits([app], await coEditedPlan(built));
  });

  it('needs the version a change is based on, and merges changes to different fields', async () => {
    const { owner, members, planId, items } = await coEditedPlan(built);
    const itemId = items[0]!.id;
    const url = `/api/finalized-plans/${planId}/activities/${itemId}`;
    const itemIn = (res: {
      json(): { selected_activities: { id: number }[] };
    }) => res.json().selected_activities.find((i) => i.id === itemId);
    const ben = members[1]!.headers;
    expect((await put(ben, url, { notes: 'x' })).statusCode).toBe(428);
    expect((await put(ben, url, { notes: 'x' }, undefined)).json().detail).toBe(
      'Send If-Match with the version this change is based on',
    );

    // Ben moves it; Ann, still at version 1, writes its notes: both stay.
    expect((await put(ben, url, { planned_time: '19:00' }, 1)).statusCode).toBe(
      200,
    );
    const merged = await put(
      owner.headers,
      url,
      { notes: 'Bring a jacket' },
      1,
    );
    expect(merged.statusCode).toBe(200);
    expect(itemIn(merged)).toMatchObject({
      planned_time: '19:00',
      notes: 'Bring a jacket',
      version: 3,
    });

    // Ann, still at version 1, moves it too: refused, and told who moved it.
    const stale = await put(owner.headers, url, { planned_time: '18:00' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: 'Someone else changed this in the meantime. Nothing was saved.',
      conflicts: [
        {
          item_id: itemId,
          field: 'planned_time',
          theirs: '19:00',
          changed_by: { display_name: 'Ben Editor', first_name: 'Ben' },
        },
      ],
      current: { version: 3 },
    });
    // Sending the value already there is no conflict and no change.
    const same = await put(owner.headers, url, { planned_time: '19:00' }, 1);
    expect(same.json().version).toBe(3);
    // "Use mine": the same change based on the version now.
    const mine = await put(owner.headers, url, { planned_time: '18:00' }, 3);
    expect(itemIn(mine)).toMatchObject({ planned_time: '18:00', version: 4 });
  });

  it('refuses removing an activity someone changed since, and a stale plan edit', async () => {
    const { owner, members, planId, items } = await coEditedPlan(built);
    const item = items[1]!;
    const url = `/api/finalized-plans/${planId}/activities/${item.id}`;
    await put(members[2]!.headers, url, { notes: 'Booked for 4' }, 1);
    const remove = (version: number) =>
      app.inject({
        method: 'DELETE',
        url,
        headers: { ...owner.headers, 'if-match': `"${version}"` },
      });
    const refused = await remove(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts).toMatchObject([
      {
        field: 'notes',
        theirs: 'Booked for 4',
        changed_by: { first_name: 'Cat' },
      },
    ]);
    expect(refused.json().current.selected_activities).toHaveLength(ITEMS);
    expect((await remove(2)).json().selected_activities).toHaveLength(
      ITEMS - 1,
    );

    const planUrl = `/api/finalized-plans/${planId}`;
    // The plan's version rose with each change above; its title is untouched.
    expect(
      (await put(owner.headers, planUrl, { title: 'Sunday' }, 1)).statusCode,
    ).toBe(200);
    const stale = await put(owner.headers, planUrl, { title: 'Monday' }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts).toMatchObject([
      { item_id: null, field: 'title', theirs: 'Sunday' },
    ]);
    const plan = await app.inject({ url: planUrl, headers: owner.headers });
    expect(plan.headers.etag).toBe(`"${plan.json().version}"`);
  });
});
