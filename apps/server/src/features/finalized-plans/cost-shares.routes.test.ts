import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { planActivities } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import {
  groupPlanFixture,
  invite,
  join,
  type TestUser,
} from '../group-plans/group-plans-test-helpers';

describe('attendance and cost shares API', async () => {
  const built = await buildTestApp();
  const { app, db } = built;

  async function fixture() {
    const f = await groupPlanFixture(built);
    await invite(app, f.owner, f.plan.id, f.friend, 'viewer');
    await join(app, f.friend, f.plan.id);
    return f;
  }
  const url = (planId: number, itemId: number, what: string) =>
    `/api/finalized-plans/${planId}/activities/${itemId}/${what}`;
  const attend = (
    who: TestUser,
    planId: number,
    itemId: number,
    status: string,
  ) =>
    app.inject({
      method: 'PUT',
      url: url(planId, itemId, 'attendance'),
      headers: who.headers,
      payload: { status },
    });
  const split = (who: TestUser, planId: number, itemId: number, mode: string) =>
    app.inject({
      method: 'PUT',
      url: url(planId, itemId, 'cost-split'),
      headers: who.headers,
      payload: { mode },
    });
  const shareOf = (
    body: { members: { user: { id: number }; share: number }[] },
    who: TestUser,
  ) => body.members.find((m) => m.user.id === who.user.id)?.share;

  it('splits an item among those going, evenly or each their own', async () => {
    const f = await fixture();
    const item = f.publicItemId;
    await attend(f.owner, f.plan.id, item, 'going');
    const both = (await attend(f.friend, f.plan.id, item, 'going')).json();
    const brunch = both.items.find(
      (i: { plan_activity_id: number }) => i.plan_activity_id === item,
    );
    expect(brunch).toMatchObject({
      cost: 25,
      is_typical_price: false,
      mode: 'even',
      share_each: 12.5,
    });
    expect(both.has_typical_prices).toBe(false);
    expect(shareOf(both, f.owner)).toBe(12.5);
    expect(shareOf(both, f.friend)).toBe(12.5);
    expect(both.total).toBe(25);

    const ics = await app.inject({
      url: `/api/finalized-plans/${f.plan.id}/calendar.ics`,
      headers: f.friend.headers,
    });
    expect(ics.body.replace(/\r\n /g, '')).toContain(
      'Est. cost $25.00\\, split evenly\\; 2 going\\; your share $12.50',
    );

    const exported = (
      await app.inject({ url: '/api/users/me/export', headers: f.friend.headers })
    ).json();
    expect(exported.cost_shares).toEqual([
      expect.objectContaining({
        plan_id: f.plan.id,
        my_share: 12.5,
        total: 25,
        items: [expect.objectContaining({ my_attendance: 'going', cost: 25 })],
      }),
    ]);

    const own = (await split(f.owner, f.plan.id, item, 'own')).json();
    expect(shareOf(own, f.friend)).toBe(25);
    expect(own.total).toBe(50);

    const skipped = (
      await attend(f.friend, f.plan.id, item, 'not_going')
    ).json();
    expect(shareOf(skipped, f.friend)).toBe(0);
    expect(shareOf(skipped, f.owner)).toBe(25);

    // No cost in the plan: the food category's typical $15-35 stands in, flagged.
    await db
      .update(planActivities)
      .set({ estimatedCost: 0 })
      .where(eq(planActivities.id, item));
    const typical = (
      await app.inject({
        url: `/api/finalized-plans/${f.plan.id}/cost-shares`,
        headers: f.friend.headers,
      })
    ).json();
    expect(typical.items[0]).toMatchObject({
      cost: 25,
      is_typical_price: true,
    });
    expect(typical.has_typical_prices).toBe(true);

    // The friend never sees the owner's private item, nor its cost.
    expect(
      skipped.items.map(
        (i: { plan_activity_id: number }) => i.plan_activity_id,
      ),
    ).toEqual([item]);
  });

  it('refuses outsiders, viewers changing the split and bad input', async () => {
    const f = await fixture();
    const item = f.publicItemId;
    expect(
      (await attend(f.stranger, f.plan.id, item, 'going')).statusCode,
    ).toBe(404);
    expect((await split(f.friend, f.plan.id, item, 'own')).statusCode).toBe(
      403,
    );
    expect((await attend(f.friend, f.plan.id, item, 'sure')).statusCode).toBe(
      422,
    );
    expect(
      (await attend(f.friend, f.plan.id, f.privateItemId, 'going')).statusCode,
    ).toBe(404);
    expect((await split(f.owner, f.plan.id, item, 'halves')).statusCode).toBe(
      422,
    );
    const unchanged = await app.inject({
      url: `/api/finalized-plans/${f.plan.id}/cost-shares`,
      headers: f.friend.headers,
    });
    expect(unchanged.json()).toMatchObject({
      total: 0,
      items: [{ attendance: [], mode: 'even', share_each: null }],
    });
  });
});
