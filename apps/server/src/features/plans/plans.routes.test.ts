import { addDays, metroToday } from '@app/shared/metro';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { activities, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { postJson } from '../../test/inject';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const start = addDays(metroToday(), 7);
const days = [start, addDays(start, 1), addDays(start, 2)];

function payload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Food weekend',
    template: 'manual',
    location: DENVER,
    days,
    interests: ['food'],
    radius: 15 * 1609.34,
    price_range: { min: 0, max: 200 },
    budget: 200,
    budget_type: 'total',
    ...overrides,
  };
}

describe('plans API', async () => {
  const { app, db } = await buildTestApp();
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    const near = await createActivity(db, { name: 'Near Diner', rating: 4 });
    const sushi = await createActivity(db, {
      name: 'Sushi Den',
      subcategory: 'Sushi',
      rating: 3,
    });
    const far = await createActivity(db, {
      name: 'Boulder Bistro',
      latitude: 40.015,
      longitude: -105.2705,
    });
    const pricey = await createActivity(db, {
      name: 'Steak Palace',
      priceLevel: 4,
      rating: 5,
    });
    const park = await createActivity(db, {
      name: 'City Park',
      category: 'outdoors',
      subcategory: 'Parks',
    });
    const eventOn = await createActivity(db, {
      name: 'Food Truck Rally',
      startTime: new Date(`${days[1]}T18:00:00-07:00`),
    });
    const eventOff = await createActivity(db, {
      name: 'Old Food Fest',
      startTime: new Date(`${addDays(start, -3)}T18:00:00-07:00`),
    });
    const tacos = await createActivity(db, {
      name: 'Taco Corner',
      description: 'Street tacos and margaritas',
      rating: 1,
    });
    ids = {
      near: near.id,
      sushi: sushi.id,
      far: far.id,
      pricey: pricey.id,
      park: park.id,
      eventOn: eventOn.id,
      eventOff: eventOff.id,
      tacos: tacos.id,
    };
  });

  async function activityIdsOf(
    planId: number,
    headers: Record<string, string>,
  ): Promise<number[]> {
    const res = await app.inject({ url: `/api/plans/${planId}`, headers });
    return res.json().activities.map((a: { id: number }) => a.id);
  }

  async function plansOf(userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(plans)
      .where(eq(plans.userId, userId));
    return row!.n;
  }

  it('creates a plan with suggestions filtered by interest, radius, budget and days', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: payload({ price_range: { min: 0, max: 75 } }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toBeGreaterThan(0);
    expect(body.start_date).toBe(days[0]);
    expect(body.end_date).toBe(days[2]);
    const got = await activityIdsOf(body.id, headers);
    expect(got).toEqual(
      expect.arrayContaining([ids.near, ids.sushi, ids.eventOn, ids.tacos]),
    );
    for (const excluded of [ids.far, ids.pricey, ids.park, ids.eventOff]) {
      expect(got).not.toContain(excluded);
    }
    expect(body.activity_count).toBe(got.length);
  });

  it('opens on the best of each subcategory before second-best ones', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: payload(),
    });
    // Restaurants: Steak Palace (5 stars), Near Diner (4); Sushi: Sushi Den (3).
    expect((await activityIdsOf(res.json().id, headers)).slice(0, 3)).toEqual([
      ids.pricey,
      ids.sushi,
      ids.near,
    ]);
  });

  it('selects only the chosen subcategory and boosts AI prompt matches', async () => {
    const { headers } = await createUser(db);
    const sub = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: payload({ interests: ['food: Sushi'] }),
    });
    expect(await activityIdsOf(sub.json().id, headers)).toEqual([ids.sushi]);
    const boosted = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: payload({ ai_prompt: 'I want tacos and margaritas' }),
    });
    expect(boosted.json().ai_prompt).toBe('I want tacos and margaritas');
    expect((await activityIdsOf(boosted.json().id, headers))[0]).toBe(
      ids.tacos,
    );
  });

  it('accepts the home template payload with budget_min/budget_max and labels', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: {
        name: 'My Date Night Plan',
        location: DENVER,
        days: [start],
        interests: ['Outdoor Activities'],
        radius: 8000,
        budget_min: 0,
        budget_max: 100,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await activityIdsOf(res.json().id, headers)).toEqual([ids.park]);
    expect(res.json().price_range).toEqual({ min: 0, max: 100 });
  });

  it.each([
    ['end before start', { days: [days[1], days[0]] }],
    ['more than 14 days', { days: [start, addDays(start, 14)] }],
    ['malformed date', { days: ['2026-02-30'] }],
    ['not a date', { days: ['next friday'] }],
    ['latitude out of range', { location: { lat: 91, lng: 0 } }],
    ['radius too large', { radius: 10_000_000 }],
  ])('rejects %s with 422 and writes nothing', async (_label, override) => {
    const { user, headers } = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      headers,
      payload: payload(override),
    });
    expect(res.statusCode).toBe(422);
    expect(Array.isArray(res.json().detail)).toBe(true);
    expect(await plansOf(user.id)).toBe(0);
  });

  it('requires sign-in to create and list', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/plans',
      payload: payload(),
    });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/plans' })).statusCode).toBe(401);
  });

  it('lists own plans, shows a plan by id to its owner only, and hides others from edits', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const created = await postJson(app, '/api/plans', owner.headers, payload());
    const list = await app.inject({
      url: '/api/plans',
      headers: owner.headers,
    });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([created.id]);
    const otherList = await app.inject({
      url: '/api/plans',
      headers: other.headers,
    });
    expect(otherList.json()).toEqual([]);

    const own = await app.inject({
      url: `/api/plans/${created.id}`,
      headers: owner.headers,
    });
    expect(own.json().title).toBe('Food weekend');
    const anonymous = await app.inject({ url: `/api/plans/${created.id}` });
    expect(anonymous.statusCode).toBe(401);
    const others = await app.inject({
      url: `/api/plans/${created.id}`,
      headers: other.headers,
    });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ detail: 'Plan not found' });

    const put = await app.inject({
      method: 'PUT',
      url: `/api/plans/${created.id}`,
      headers: other.headers,
      payload: { name: 'Mine now' },
    });
    expect(put.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/plans/${created.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().detail).toBe('Plan not found');
  });

  it('updates and deletes an own plan', async () => {
    const { headers } = await createUser(db);
    const created = await postJson(app, '/api/plans', headers, payload());
    const put = await app.inject({
      method: 'PUT',
      url: `/api/plans/${created.id}`,
      headers,
      payload: { name: 'Park day', interests: ['outdoors'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().title).toBe('Park day');
    expect(put.json().activities.map((a: { id: number }) => a.id)).toEqual([
      ids.park,
    ]);
    // A rename alone keeps the interests and radius it does not mention.
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/plans/${created.id}`,
      headers,
      payload: { name: 'Park afternoon' },
    });
    expect(renamed.json()).toMatchObject({
      title: 'Park afternoon',
      interests: ['outdoors'],
      radius: Math.round(15 * 1609.34),
    });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/plans/${created.id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await app.inject({ url: `/api/plans/${created.id}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('shows catalogue and plan changes in the next read of a kept plan', async () => {
    const { headers } = await createUser(db);
    const created = await postJson(app, '/api/plans', headers, payload());
    const url = `/api/plans/${created.id}`;
    const first = await app.inject({ url, headers });
    expect(first.headers['content-type']).toBe(
      'application/json; charset=utf-8',
    );
    expect((await app.inject({ url, headers })).body).toBe(first.body);
    const ratingOf = (body: string) =>
      (
        JSON.parse(body) as { activities: { id: number; rating: number }[] }
      ).activities.find((a) => a.id === ids.near)?.rating;
    expect(ratingOf(first.body)).toBe(4);

    await db
      .update(activities)
      .set({ rating: 4.4 })
      .where(eq(activities.id, ids.near));
    try {
      expect(ratingOf((await app.inject({ url, headers })).body)).toBe(4.4);
    } finally {
      await db
        .update(activities)
        .set({ rating: 4 })
        .where(eq(activities.id, ids.near));
    }

    await app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name: 'Renamed weekend' },
    });
    expect((await app.inject({ url, headers })).json().title).toBe(
      'Renamed weekend',
    );
  });

  it('lets anyone browse a plan through the share link its owner hands out', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/plans',
        headers: owner.headers,
        payload: payload({ name: 'Shared weekend' }),
      })
    ).json();
    const url = `/api/plans/${created.id}/share`;
    expect(
      (await app.inject({ method: 'POST', url, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const first = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
    });
    expect(first.statusCode).toBe(200);
    const { share_id: shareId, path } = first.json();
    // 16 random bytes in base64url.
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(path).toBe(`/shared/${shareId}`);
    const again = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
    });
    expect(again.json().share_id).toBe(shareId);

    const shared = await app.inject({ url: `/api/shared-plans/${shareId}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().title).toBe('Shared weekend');
    const wrong = await app.inject({
      url: `/api/shared-plans/${'A'.repeat(22)}`,
    });
    expect(wrong.statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/shared-plans/1' });
    expect(malformed.statusCode).toBe(422);
  });
});
