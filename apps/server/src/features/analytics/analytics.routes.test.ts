import { describe, expect, it } from 'vitest';

import { bucketListItems, favorites, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const { app, db } = await buildTestApp();

function monthsAgo(n: number) {
  const d = new Date();
  d.setUTCDate(15);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

async function addPlan(userId: number, startDate: string, kind = 'draft') {
  await db.insert(plans).values({
    userId,
    kind,
    title: 'Plan',
    startDate,
    endDate: startDate,
  });
}

describe('GET /api/users/me/analytics', () => {
  it("aggregates only the user's own plans, favorites and bucket list", async () => {
    const me = await createUser(db);
    const other = await createUser(db);
    const food = await createActivity(db, { category: 'food' });
    const food2 = await createActivity(db, { category: 'food' });
    const park = await createActivity(db, { category: 'outdoors' });
    await addPlan(me.user.id, monthsAgo(0));
    await addPlan(me.user.id, monthsAgo(0), 'finalized');
    await addPlan(me.user.id, monthsAgo(2));
    await addPlan(me.user.id, monthsAgo(20));
    // Next month's weekend is charted; one half a year away is not.
    await addPlan(me.user.id, monthsAgo(-1));
    await addPlan(me.user.id, monthsAgo(-6));
    await addPlan(other.user.id, monthsAgo(0));
    await db.insert(favorites).values([
      { userId: me.user.id, activityId: food.id },
      { userId: me.user.id, activityId: park.id },
      { userId: other.user.id, activityId: park.id },
    ]);
    await db.insert(bucketListItems).values([
      { userId: me.user.id, activityId: food2.id, completed: true },
      { userId: me.user.id, activityId: park.id },
      { userId: me.user.id, activityId: food.id },
      { userId: other.user.id, activityId: food.id, completed: true },
    ]);

    const res = await app.inject({
      url: '/api/users/me/analytics',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({
      plans: 6,
      finalized_plans: 1,
      favorites: 2,
      bucket_list: 3,
    });
    expect(body.plans_by_month).toHaveLength(12);
    // Two months ahead, then next month, then this one.
    expect(body.plans_by_month.at(-1)).toEqual({
      month: monthsAgo(-2).slice(0, 7),
      count: 0,
    });
    expect(body.plans_by_month.at(-2)).toEqual({
      month: monthsAgo(-1).slice(0, 7),
      count: 1,
    });
    expect(body.plans_by_month.at(-3)).toEqual({
      month: monthsAgo(0).slice(0, 7),
      count: 2,
    });
    expect(body.plans_by_month.at(-5).count).toBe(1);
    const sum = body.plans_by_month.reduce(
      (s: number, m: { count: number }) => s + m.count,
      0,
    );
    expect(sum).toBe(4);
    expect(body.favorite_categories).toEqual([
      { category: 'food', label: 'Food & Dining', count: 3 },
      { category: 'outdoors', label: 'Outdoor Activities', count: 2 },
    ]);
    expect(body.bucket_list_progress).toEqual({
      total: 3,
      completed: 1,
      percent: 33.3,
    });
  });

  it('answers zeros for a new user and 401 without a token', async () => {
    const fresh = await createUser(db);
    const res = await app.inject({
      url: '/api/users/me/analytics',
      headers: fresh.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bucket_list_progress).toEqual({
      total: 0,
      completed: 0,
      percent: 0,
    });
    expect(res.json().favorite_categories).toEqual([]);
    const anon = await app.inject({ url: '/api/users/me/analytics' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().detail).toBeTruthy();
  });
});
