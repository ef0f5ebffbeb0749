import { versionTag } from '@app/shared/plan-live';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import {
  groupPlanFixture,
  invite,
  join,
  type TestUser,
} from '../group-plans/group-plans-test-helpers';
import { befriend } from '../social/social-test-helpers';

import { createPlaces, finalizePayload, start } from './finalize-fixture';

type Listed = {
  id: number;
  title: string;
  version: number;
  is_group_plan: boolean;
  my_role: string;
  selected_activities: {
    id: number;
    version: number;
    planned_time: string | null;
    activity: { name: string };
  }[];
};

/**
 * Each test reads a list (so it is kept), makes one kind of write, and reads
 * again at once: a write the kept lists did not hear would answer the first
 * list again.
 */
describe('My Plans after each kind of write', async () => {
  const built = await buildTestApp();
  const { app, db } = built;

  const myPlans = async (who: TestUser): Promise<Listed[]> => {
    const res = await app.inject({
      url: '/api/finalized-plans',
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const listed = async (who: TestUser, planId: number) =>
    (await myPlans(who)).find((p) => p.id === planId);
  /** Reads the list twice (the second from what was kept), then writes. */
  const afterKept = async <T>(who: TestUser[], write: () => Promise<T>) => {
    for (const user of who) {
      expect(await myPlans(user)).toEqual(await myPlans(user));
    }
    return write();
  };

  it("shows the owner's own writes: finalize, edit, add, move and remove an activity, delete", async () => {
    const owner = await createUser(db);
    const places = await createPlaces(db);
    const made = await afterKept([owner], () =>
      app.inject({
        method: 'POST',
        url: '/api/finalized-plans',
        headers: owner.headers,
        payload: finalizePayload(places),
      }),
    );
    expect(made.statusCode).toBe(201);
    const plan = made.json() as Listed;
    expect((await myPlans(owner)).map((p) => p.id)).toEqual([plan.id]);

    const edited = await afterKept([owner], () =>
      app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${plan.id}`,
        headers: { ...owner.headers, 'if-match': versionTag(plan.version) },
        payload: { title: 'Renamed weekend' },
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await listed(owner, plan.id))?.title).toBe('Renamed weekend');

    const added = await afterKept([owner], () =>
      app.inject({
        method: 'POST',
        url: `/api/finalized-plans/${plan.id}/activities`,
        headers: owner.headers,
        payload: {
          activity_id: places.a3,
          planned_date: start,
          planned_time: '15:00',
        },
      }),
    );
    expect(added.statusCode).toBe(201);
    expect((await listed(owner, plan.id))?.selected_activities).toHaveLength(3);

    const first = (added.json() as Listed).selected_activities[0]!;
    const moved = await afterKept([owner], () =>
      app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${plan.id}/activities/${first.id}`,
        headers: { ...owner.headers, 'if-match': versionTag(first.version) },
        payload: { planned_time: '08:15' },
      }),
    );
    expect(moved.statusCode).toBe(200);
    expect(
      (await listed(owner, plan.id))?.selected_activities.find(
        (a) => a.id === first.id,
      )?.planned_time,
    ).toMatch(/^08:15/);

    const movedItem = (moved.json() as Listed).selected_activities.find(
      (a) => a.id === first.id,
    )!;
    const removed = await afterKept([owner], () =>
      app.inject({
        method: 'DELETE',
        url: `/api/finalized-plans/${plan.id}/activities/${first.id}`,
        headers: {
          ...owner.headers,
          'if-match': versionTag(movedItem.version),
        },
      }),
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await listed(owner, plan.id))?.selected_activities.map((a) => a.id),
    ).not.toContain(first.id);

    const deleted = await afterKept([owner], () =>
      app.inject({
        method: 'DELETE',
        url: `/api/finalized-plans/${plan.id}`,
        headers: owner.headers,
      }),
    );
    expect(deleted.statusCode).toBe(204);
    expect(await myPlans(owner)).toEqual([]);
  });

  it("shows one member's change in the other members' lists", async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    await invite(app, f.owner, planId, f.friend, 'editor');
    await join(app, f.friend, planId);
    const item = (await listed(f.friend, planId))!.selected_activities[0]!;

    // The editor moves an activity: the owner's kept list must not answer.
    const moved = await afterKept([f.owner, f.friend], () =>
      app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${planId}/activities/${item.id}`,
        headers: { ...f.friend.headers, 'if-match': versionTag(item.version) },
        payload: { planned_time: '11:45' },
      }),
    );
    expect(moved.statusCode).toBe(200);
    for (const who of [f.owner, f.friend]) {
      expect(
        (await listed(who, planId))?.selected_activities.find(
          (a) => a.id === item.id,
        )?.planned_time,
      ).toMatch(/^11:45/);
    }

    // The owner renames it: the editor's kept list must not answer.
    const version = (await listed(f.owner, planId))!.version;
    const renamed = await afterKept([f.owner, f.friend], () =>
      app.inject({
        method: 'PUT',
        url: `/api/finalized-plans/${planId}`,
        headers: { ...f.owner.headers, 'if-match': versionTag(version) },
        payload: { title: 'Team weekend, again' },
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await listed(f.friend, planId))?.title).toBe('Team weekend, again');
  });

  it('shows an invitation, a join, leaving and a removal in each list', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const isGroup = async () => (await listed(f.owner, planId))?.is_group_plan;

    await afterKept([f.owner], () => invite(app, f.owner, planId, f.friend));
    expect(await isGroup()).toBe(true);

    const joined = await afterKept([f.friend], () =>
      join(app, f.friend, planId),
    );
    expect(joined.statusCode).toBe(200);
    expect(await listed(f.friend, planId)).toBeDefined();

    const left = await afterKept([f.owner, f.friend], () =>
      app.inject({
        method: 'DELETE',
        url: `/api/group-plans/${planId}/participants/${f.friend.user.id}`,
        headers: f.friend.headers,
      }),
    );
    expect(left.statusCode).toBe(204);
    expect(await listed(f.friend, planId)).toBeUndefined();
    expect(await isGroup()).toBe(false);

    await invite(app, f.owner, planId, f.friend);
    await join(app, f.friend, planId);
    const removed = await afterKept([f.owner, f.friend], () =>
      app.inject({
        method: 'DELETE',
        url: `/api/group-plans/${planId}/participants/${f.friend.user.id}`,
        headers: f.owner.headers,
      }),
    );
    expect(removed.statusCode).toBe(204);
    expect(await listed(f.friend, planId)).toBeUndefined();
  });

  it("takes a plan out of a member's list once owner and member block each other", async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    await invite(app, f.owner, planId, f.blocked);
    await join(app, f.blocked, planId);
    expect(await listed(f.blocked, planId)).toBeDefined();

    const blocked = await afterKept([f.blocked], () =>
      app.inject({
        method: 'POST',
        url: '/api/social/blocks',
        headers: f.blocked.headers,
        payload: { user_id: f.owner.user.id },
      }),
    );
    expect(blocked.statusCode).toBe(200);
    expect(await listed(f.blocked, planId)).toBeUndefined();
  });

  it('shows a catalogue change in every list that schedules the place', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    await invite(app, f.owner, planId, f.friend);
    await join(app, f.friend, planId);
    const item = (await listed(f.friend, planId))!.selected_activities[0]!;
    const activityId = f.plan.selected_activities.find(
      (a: { id: number }) => a.id === item.id,
    ).activity_id as number;

    // As an import or a place refresh renames it.
    await afterKept([f.owner, f.friend], () =>
      db
        .update(activities)
        .set({ name: 'Brunch spot (new name)' })
        .where(eq(activities.id, activityId)),
    );
    for (const who of [f.owner, f.friend]) {
      expect(
        (await listed(who, planId))?.selected_activities.find(
          (a) => a.id === item.id,
        )?.activity.name,
      ).toBe('Brunch spot (new name)');
    }
  });

  it("shows an owner's account deletion in the lists of the plan's members", async () => {
    const password = 'Trail-mix-42';
    const f = await groupPlanFixture(built);
    const owner = await createUser(db, {
      passwordHash: await hashPassword(password),
    });
    const place = await createActivity(db, { name: 'Handed-over stop' });
    const made = await app.inject({
      method: 'POST',
      url: '/api/finalized-plans',
      headers: owner.headers,
      payload: {
        title: 'Inherited weekend',
        start_date: f.day,
        end_date: f.day,
        selected_activities: [{ activity_id: place.id, planned_date: f.day }],
      },
    });
    const planId = made.json().id as number;
    await befriend(app, owner, f.friend);
    expect((await invite(app, owner, planId, f.friend)).statusCode).toBe(201);
    await join(app, f.friend, planId);
    expect((await listed(f.friend, planId))?.my_role).not.toBe('owner');

    const gone = await afterKept([f.friend], () =>
      app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: owner.headers,
        payload: { password },
      }),
    );
    expect(gone.statusCode).toBe(204);
    expect((await listed(f.friend, planId))?.my_role).toBe('owner');
  });

  it('shows plans and activities other features write in their own transactions', async () => {
    const owner = await createUser(db);
    const places = await createPlaces(db);
    const source = (
      await app.inject({
        method: 'POST',
        url: '/api/finalized-plans',
        headers: owner.headers,
        payload: finalizePayload(places),
      })
    ).json() as Listed;
    const copied = await afterKept([owner], () =>
      app.inject({
        method: 'POST',
        url: `/api/copy-itinerary/${source.id}`,
        headers: owner.headers,
        payload: {
          new_title: 'Copied weekend',
          new_start_date: start,
          new_end_date: start,
        },
      }),
    );
    expect(copied.statusCode).toBe(201);
    expect((await myPlans(owner)).map((p) => p.title)).toContain(
      'Copied weekend',
    );

    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const tacos = await createActivity(db, { name: 'Taco place' });
    const poll = await app.inject({
      method: 'POST',
      url: `/api/group-plans/${planId}/polls`,
      headers: f.owner.headers,
      payload: {
        question: 'Dinner?',
        planned_date: f.day,
        planned_time: '19:00',
        activity_ids: [tacos.id, places.a1],
      },
    });
    expect(poll.statusCode).toBe(201);
    await app.inject({
      method: 'PUT',
      url: `/api/group-plans/${planId}/polls/${poll.json().id}/ballot`,
      headers: f.owner.headers,
      payload: { option_id: poll.json().options[0].id },
    });
    // Closing the vote schedules the winner.
    const closed = await afterKept([f.owner], () =>
      app.inject({
        method: 'POST',
        url: `/api/group-plans/${planId}/polls/${poll.json().id}/close`,
        headers: f.owner.headers,
      }),
    );
    expect(closed.statusCode).toBe(200);
    expect(
      (await listed(f.owner, planId))?.selected_activities.map(
        (a) => a.activity.name,
      ),
    ).toContain('Taco place');
  });
});
