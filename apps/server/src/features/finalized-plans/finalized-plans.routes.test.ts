import { addDays, metroToday } from '@app/shared/metro';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { planActivities, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { postJson } from '../../test/inject';

import { createPlaces, end, finalizePayload, start } from './finalize-fixture';

const today = metroToday();

describe('finalized plans API', async () => {
  const { app, db } = await buildTestApp({ FREE_MAX_PLANS: '3' });
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;

  beforeAll(async () => {
    ({ a1, a2, a3 } = await createPlaces(db));
  });

  const payload = (overrides: Record<string, unknown> = {}) =>
    finalizePayload({ a1, a2 }, overrides);

  async function countPlans(userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(plans)
      .where(eq(plans.userId, userId));
    return row!.n;
  }

  async function countItems() {
    const [row] = await db.select({ n: count() }).from(planActivities);
    return row!.n;
  }

  it('finalizes a plan and lists it under both paths', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/finalized-plans',
      headers,
      payload: payload(),
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({
      title: 'Our weekend',
      status: 'planned',
      start_date: start,
      end_date: end,
      location_name: 'Denver, CO',
      // The server's estimate, not the 25 + 75.5 the payload sent: a
      // restaurant without a price ($25) and a show to check tickets for ($20).
      total_estimated_cost: 45,
    });
    expect(plan.selected_activities[0]).toMatchObject({
      activity_id: a1,
      planned_time: '10:30',
      notes: 'Coffee first',
      activity: { name: 'Union Station', location: '1701 Wynkoop St' },
    });
    for (const url of ['/finalized-plans', '/api/finalized-plans']) {
      const list = await app.inject({ url, headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((p: { id: number }) => p.id)).toEqual([plan.id]);
    }
  });

  it('prices unknown-price places by the one estimate rule, whether the client sends a cost or not', async () => {
    const { headers } = await createUser(db);
    const [r1, r2] = await Promise.all(
      ['Diner One', 'Diner Two'].map((name) =>
        createActivity(db, { name, category: 'food', priceLevel: null }),
      ),
    );
    const stop = (activity_id: number, extra = {}) => ({
      activity_id,
      planned_date: start,
      ...extra,
    });
    for (const sent of [{}, { estimated_cost: 0 }, { estimated_cost: 900 }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/finalized-plans',
        headers,
        payload: {
          ...payload(),
          selected_activities: [stop(r1!.id, sent), stop(r2!.id, sent)],
        },
      });
      expect(res.statusCode).toBe(201);
      const plan = res.json();
      expect(
        plan.selected_activities.map(
          (a: { estimated_cost: number }) => a.estimated_cost,
        ),
      ).toEqual([25, 25]);
      expect(plan.total_estimated_cost).toBe(50);
    }
  });

  it('keeps nothing when an activity in the middle does not exist', async () => {
    const { user, headers } = await createUser(db);
    const body = payload();
    body.selected_activities.splice(1, 0, {
      activity_id: 987654,
      planned_date: start,
      planned_time: '12:00',
      estimated_duration_minutes: 60,
      estimated_cost: 0,
      priority: 1,
      notes: '',
    });
    const itemsBefore = await countItems();
    const res = await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual([
      'body',
      'selected_activities',
      1,
      'activity_id',
    ]);
    expect(await countPlans(user.id)).toBe(0);
    expect(await countItems()).toBe(itemsBefore);
    const list = await app.inject({ url: '/finalized-plans', headers });
    expect(list.json()).toEqual([]);
  });

  it.each([
    ['end before start', { end_date: addDays(start, -1) }],
    ['a malformed date', { start_date: '2026-13-01' }],
    ['a day outside the plan', { end_date: start }],
    ['no activities', { selected_activities: [] }],
  ])('rejects %s with 422 and writes nothing', async (_l, override) => {
    const { user, headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/finalized-plans',
      headers,
      payload: payload(override),
    });
    expect(res.statusCode).toBe(422);
    expect(await countPlans(user.id)).toBe(0);
  });

  it('enforces the free plan limit inside the transaction', async () => {
    const { user, headers } = await createUser(db);
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({
        method: 'POST',
        url: '/finalized-plans',
        headers,
        payload: payload(),
      });
      expect(ok.statusCode).toBe(201);
    }
    const over = await app.inject({
      method: 'POST',
      url: '/finalized-plans',
      headers,
      payload: payload(),
    });
    expect(over.statusCode).toBe(403);
    expect(await countPlans(user.id)).toBe(3);
  });

  it("returns 404 for another user's plan on every call", async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const plan = await postJson(
      app,
      '/finalized-plans',
      owner.headers,
      payload(),
    );
    const item = plan.selected_activities[0].id;
    const calls = [
      { method: 'GET', url: `/api/finalized-plans/${plan.id}` },
      { method: 'DELETE', url: `/finalized-plans/${plan.id}` },
      {
        method: 'PUT',
        url: `/api/finalized-plans/${plan.id}`,
        payload: { title: 'x' },
      },
      {
        method: 'PUT',
        url: `/api/finalized-plans/${plan.id}/activities/${item}`,
        payload: { notes: 'x' },
      },
      {
        method: 'DELETE',
        url: `/api/finalized-plans/${plan.id}/activities/${item}`,
      },
      { method: 'GET', url: `/api/finalized-plans/${plan.id}/calendar.ics` },
      { method: 'POST', url: `/api/finalized-plans/${plan.id}/share` },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({
        ...call,
        headers: { ...other.headers, 'if-match': '"1"' },
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const still = await app.inject({
      url: `/api/finalized-plans/${plan.id}`,
      headers: owner.headers,
    });
    expect(still.json().selected_activities).toHaveLength(2);
  });

  it('edits scheduled activities: date, time, notes, remove, add from favorites', async () => {
    const { headers } = await createUser(db);
    const plan = await postJson(app, '/finalized-plans', headers, payload());
    const [first, second] = plan.selected_activities;
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${plan.id}/activities/${first.id}`,
      headers: { ...headers, 'if-match': '"1"' },
      payload: {
        planned_date: addDays(start, 1),
        planned_time: '08:15',
        notes: 'Early',
      },
    });
    expect(moved.statusCode).toBe(200);
    const updated = moved
      .json()
      .selected_activities.find((a: { id: number }) => a.id === first.id);
    expect(updated).toMatchObject({
      planned_date: addDays(start, 1),
      planned_time: '08:15',
      notes: 'Early',
    });
    const outside = await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${plan.id}/activities/${first.id}`,
      headers: { ...headers, 'if-match': '"2"' },
      payload: { planned_date: addDays(end, 1) },
    });
    expect(outside.statusCode).toBe(422);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/finalized-plans/${plan.id}/activities/${second.id}`,
      headers: { ...headers, 'if-match': '"1"' },
    });
    expect(removed.json().selected_activities).toHaveLength(1);
    const added = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${plan.id}/activities`,
      headers,
      payload: { activity_id: a3, planned_date: end, planned_time: '13:00' },
    });
    expect(added.statusCode).toBe(201);
    expect(
      added
        .json()
        .selected_activities.map((a: { activity_id: number }) => a.activity_id),
    ).toEqual([a1, a3]);
    const missing = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${plan.id}/activities`,
      headers,
      payload: { activity_id: 999999, planned_date: end },
    });
    expect(missing.statusCode).toBe(422);
  });

  it('derives in_progress and completed from the dates; cancel is stored', async () => {
    const { headers } = await createUser(db);
    const mk = async (s: string, e: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/finalized-plans',
          headers,
          payload: payload({
            start_date: s,
            end_date: e,
            selected_activities: [{ activity_id: a1, planned_date: s }],
          }),
        })
      ).json();
    const now = await mk(addDays(today, -1), addDays(today, 1));
    const past = await mk(addDays(today, -10), addDays(today, -8));
    expect(now.status).toBe('in_progress');
    expect(past.status).toBe('completed');
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${now.id}`,
      headers: { ...headers, 'if-match': `"${now.version}"` },
      payload: { status: 'cancelled' },
    });
    expect(cancelled.json().status).toBe('cancelled');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/finalized-plans/${past.id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    const list = await app.inject({ url: '/api/finalized-plans', headers });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([now.id]);
  });
});
