import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { postJson } from '../../test/inject';

import { createPlaces, end, finalizePayload, start } from './finalize-fixture';
import { ALREADY_FINALIZED } from './finalized-plans.service';

describe('finalized plans: share links and finalizing once', async () => {
  const { app, db } = await buildTestApp();
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

  it('shares the schedule by link, less private activities, notes and costs', async () => {
    const { headers } = await createUser(db);
    const base = payload();
    const plan = await postJson(app, '/api/finalized-plans', headers, {
      ...base,
      selected_activities: [
        ...base.selected_activities,
        { activity_id: a3, planned_date: start, is_private: true },
      ],
    });
    const share = await app.inject({
      method: 'POST',
      url: `/api/finalized-plans/${plan.id}/share`,
      headers,
    });
    expect(share.statusCode).toBe(200);
    const { share_id, path } = share.json();
    expect(path).toBe(`/shared/${share_id}`);
    const again = await postJson(
      app,
      `/api/finalized-plans/${plan.id}/share`,
      headers,
      {},
    );
    expect(again.share_id).toBe(share_id);

    const shared = await app.inject({
      url: `/api/shared-itineraries/${share_id}`,
    });
    expect(shared.statusCode).toBe(200);
    const body = shared.json();
    expect(body).toMatchObject({ title: 'Our weekend', start_date: start });
    expect(
      body.items.map((i: { activity: { id: number } }) => i.activity.id),
    ).toEqual([a1, a2]);
    expect(JSON.stringify(body)).not.toMatch(
      /Coffee first|Bring jackets|estimated_cost|notes/,
    );
    // A draft's link is not an itinerary's.
    const missing = await app.inject({
      url: `/api/shared-plans/${share_id}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps a shared draft's link alive once the draft is finalized", async () => {
    const { headers } = await createUser(db);
    const draft = await postJson(app, '/api/plans', headers, {
      location: { lat: 39.7392, lng: -104.9903, address: 'Denver' },
      days: [start, end],
      interests: ['arts'],
    });
    const { share_id } = await postJson(
      app,
      `/api/plans/${draft.id}/share`,
      headers,
      {},
    );
    const finalized = await postJson(app, '/api/finalized-plans', headers, {
      ...payload(),
      plan_id: draft.id,
    });
    // The draft's own address can still lead to what it became.
    expect(finalized.id).toBe(draft.id);
    const itinerary = await app.inject({
      url: `/api/finalized-plans/${draft.id}`,
      headers,
    });
    expect(itinerary.statusCode).toBe(200);
    const shared = await app.inject({
      url: `/api/shared-itineraries/${share_id}`,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().items).toHaveLength(2);
  });

  it('finalizes a draft once, however many times it is sent', async () => {
    const user = await createUser(db);
    const draft = await postJson(app, '/api/plans', user.headers, {
      location: { lat: 39.7392, lng: -104.9903 },
      days: [start],
      interests: ['arts'],
    });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/finalized-plans',
        headers: user.headers,
        payload: payload({ plan_id: draft.id }),
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe(
      ALREADY_FINALIZED,
    );
    expect(await countPlans(user.user.id)).toBe(1);
  });

  it("answers another user's unshared draft as it answers a missing one, and leaves it", async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const draft = await postJson(app, '/api/plans', owner.headers, {
      location: { lat: 39.7392, lng: -104.9903 },
      days: [start],
      interests: ['arts'],
    });
    const finalize = (planId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/finalized-plans',
        headers: other.headers,
        payload: payload({ plan_id: planId }),
      });
    const foreign = await finalize(draft.id);
    const missing = await finalize(2_000_000_000);
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.json()).toEqual(missing.json());
    expect(await countPlans(other.user.id)).toBe(0);
    expect(await countPlans(owner.user.id)).toBe(1);
  });
});
