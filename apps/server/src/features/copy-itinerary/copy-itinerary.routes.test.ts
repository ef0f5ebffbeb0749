import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

describe('copy itinerary API', async () => {
  const { app, db } = await buildTestApp({ FREE_MAX_PLANS: '2' });

  async function sourcePlan(headers: Record<string, string>) {
    const [a, b, c] = await Promise.all([
      createActivity(db, { name: 'Brunch spot' }),
      createActivity(db, { name: 'Secret garden', category: 'outdoors' }),
      createActivity(db, { name: 'Evening show', category: 'concerts' }),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers,
      payload: {
        title: 'Original',
        start_date: '2026-06-05',
        end_date: '2026-06-07',
        location_name: 'Denver, CO',
        selected_activities: [
          {
            activity_id: a.id,
            planned_date: '2026-06-05',
            planned_time: '10:00',
          },
          {
            activity_id: b.id,
            planned_date: '2026-06-06',
            planned_time: '14:00',
            is_private: true,
          },
          {
            activity_id: c.id,
            planned_date: '2026-06-07',
            planned_time: '19:30',
          },
        ],
      },
    });
    return { plan: res.json(), ids: [a.id, b.id, c.id] as const };
  }

  it('previews a plan with its activities', async () => {
    const { headers } = await createUser(db);
    const { plan, ids } = await sourcePlan(headers);
    const res = await app.inject({
      url: `/api/copy-itinerary/${plan.id}/preview`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Original',
      location_name: 'Denver, CO',
      total_activities: 3,
      is_group_plan: false,
      is_finalized_plan: true,
    });
    expect(res.json().activities[1]).toMatchObject({
      id: ids[1],
      is_private: true,
    });
  });

  it('copies with shifted dates, honouring exclusions and private activities', async () => {
    const { headers } = await createUser(db);
    const { plan, ids } = await sourcePlan(headers);
    const res = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${plan.id}`,
      headers,
      payload: {
        source_plan_id: plan.id,
        new_title: 'Copy of Original',
        new_location_name: null,
        new_start_date: '2026-06-12',
        new_end_date: '2026-06-14',
        copy_participants: false,
        exclude_activities: [ids[0]],
        include_private_activities: false,
        customizations: {},
      },
    });
    expect(res.statusCode).toBe(201);
    const copy = (
      await app.inject({
        url: `/api/finalized-plans/${res.json().new_plan_id}`,
        headers,
      })
    ).json();
    expect(copy.title).toBe('Copy of Original');
    expect(copy.location_name).toBe('Denver, CO');
    expect(
      copy.selected_activities.map(
        (a: {
          activity_id: number;
          planned_date: string;
          planned_time: string;
        }) => [a.activity_id, a.planned_date, a.planned_time],
      ),
    ).toEqual([[ids[2], '2026-06-14', '19:30']]);
  });

  it('includes private activities when asked and clamps to a shorter range', async () => {
    const { headers } = await createUser(db);
    const { plan, ids } = await sourcePlan(headers);
    const res = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${plan.id}`,
      headers,
      payload: {
        new_title: 'One day',
        new_location_name: 'Boulder, CO',
        new_start_date: '2026-07-01',
        new_end_date: '2026-07-02',
        include_private_activities: true,
      },
    });
    const copy = (
      await app.inject({
        url: `/api/finalized-plans/${res.json().new_plan_id}`,
        headers,
      })
    ).json();
    expect(copy.location_name).toBe('Boulder, CO');
    expect(
      copy.selected_activities.map(
        (a: { activity_id: number; planned_date: string }) => [
          a.activity_id,
          a.planned_date,
        ],
      ),
    ).toEqual([
      [ids[0], '2026-07-01'],
      [ids[1], '2026-07-02'],
      [ids[2], '2026-07-02'],
    ]);
  });

  it('copies into one day, moving a folded activity past the one holding its time', async () => {
    const { headers } = await createUser(db);
    const [dinner, show] = await Promise.all([
      createActivity(db, { name: 'Saturday dinner' }),
      createActivity(db, { name: 'Sunday show', category: 'concerts' }),
    ]);
    const source = await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers,
      payload: {
        title: 'Two evenings',
        start_date: '2026-06-05',
        end_date: '2026-06-06',
        selected_activities: [
          {
            activity_id: dinner.id,
            planned_date: '2026-06-05',
            planned_time: '19:00',
            estimated_duration_minutes: 90,
          },
          {
            activity_id: show.id,
            planned_date: '2026-06-06',
            planned_time: '19:00',
          },
        ],
      },
    });
    const planId = source.json().id;
    const preview = await app.inject({
      url: `/api/copy-itinerary/${planId}/preview`,
      headers,
    });
    expect(
      preview
        .json()
        .activities.map(
          (a: { estimated_duration_minutes: number }) =>
            a.estimated_duration_minutes,
        ),
    ).toEqual([90, 120]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${planId}`,
      headers,
      payload: {
        new_title: 'One evening',
        new_start_date: '2026-07-04',
        new_end_date: '2026-07-04',
      },
    });
    expect(res.statusCode).toBe(201);
    const copy = (
      await app.inject({
        url: `/api/finalized-plans/${res.json().new_plan_id}`,
        headers,
      })
    ).json();
    expect([copy.start_date, copy.end_date]).toEqual([
      '2026-07-04',
      '2026-07-04',
    ]);
    expect(
      copy.selected_activities.map(
        (a: {
          activity_id: number;
          planned_date: string;
          planned_time: string;
        }) => [a.activity_id, a.planned_date, a.planned_time],
      ),
    ).toEqual([
      [dinner.id, '2026-07-04', '19:00'],
      [show.id, '2026-07-04', '20:30'],
    ]);
  });

  it('refuses a copy left with no activities, without taking a plan slot', async () => {
    const { headers, user } = await createUser(db);
    const { plan, ids } = await sourcePlan(headers);
    const body = {
      new_title: 'Empty',
      new_start_date: '2026-08-01',
      new_end_date: '2026-08-03',
    };
    // Everything unticked, and the only one left private and not asked for.
    for (const exclude of [[...ids], [ids[0], ids[2]]]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/copy-itinerary/${plan.id}`,
        headers,
        payload: { ...body, exclude_activities: exclude },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: 'Choose at least one activity to copy.',
      });
    }
    const [row] = await db
      .select({ n: count() })
      .from(plans)
      .where(eq(plans.userId, user.id));
    expect(row!.n).toBe(1);
  });

  it('rejects bad dates, other users and the plan limit without writing', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const { plan } = await sourcePlan(owner.headers);
    const body = {
      new_title: 'Copy',
      new_start_date: '2026-08-03',
      new_end_date: '2026-08-01',
    };
    const bad = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${plan.id}`,
      headers: owner.headers,
      payload: body,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('End date must be after start date');
    const ok = { ...body, new_end_date: '2026-08-04' };
    for (const url of [`/api/copy-itinerary/${plan.id}/preview`]) {
      expect(
        (await app.inject({ url, headers: other.headers })).statusCode,
      ).toBe(404);
    }
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${plan.id}`,
      headers: other.headers,
      payload: ok,
    });
    expect(foreign.statusCode).toBe(404);
    const second = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${plan.id}`,
      headers: owner.headers,
      payload: ok,
    });
    expect(second.statusCode).toBe(201);
    const third = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${plan.id}`,
      headers: owner.headers,
      payload: ok,
    });
    expect(third.statusCode).toBe(403);
    const [row] = await db
      .select({ n: count() })
      .from(plans)
      .where(eq(plans.userId, owner.user.id));
    expect(row!.n).toBe(2);
  });
});
