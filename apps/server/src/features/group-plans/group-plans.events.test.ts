import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';

import {
  groupPlanFixture,
  invite,
  join,
  notificationsOf,
  vote,
} from './group-plans-test-helpers';

describe('group plan notifications, copy and premium gate', async () => {
  const built = await buildTestApp();
  const { app } = built;

  it('raises plan_invite, plan_joined, plan_updated and vote_cast for their events', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const link = `/my-plans?planId=${planId}`;

    await invite(app, f.owner, planId, f.friend, 'editor');
    const [invitation] = await notificationsOf(app, f.friend, 'plan_invite');
    expect(invitation).toMatchObject({
      action_url: link,
      message: 'Olive Owner invited you to "Team weekend".',
      sender: { username: f.owner.user.username },
      is_read: false,
    });

    await join(app, f.friend, planId);
    // Answered, so the invitation no longer waits in the bell.
    expect(
      (await notificationsOf(app, f.friend, 'plan_invite'))[0]?.is_read,
    ).toBe(true);
    const [joined] = await notificationsOf(app, f.owner, 'plan_joined');
    expect(joined).toMatchObject({
      action_url: link,
      message: 'Fran Friend joined "Team weekend".',
    });

    await app.inject({
      method: 'PUT',
      url: `/api/finalized-plans/${planId}/activities/${f.publicItemId}`,
      headers: { ...f.friend.headers, 'if-match': '"1"' },
      payload: { planned_time: '09:30' },
    });
    const [updated] = await notificationsOf(app, f.owner, 'plan_updated');
    expect(updated?.message).toBe(
      'Fran Friend changed the schedule of "Team weekend".',
    );
    // The one who made the change is not told about it.
    expect(await notificationsOf(app, f.friend, 'plan_updated')).toEqual([]);

    await vote(app, f.friend, planId, f.publicItemId, 1);
    const [cast] = await notificationsOf(app, f.owner, 'vote_cast');
    expect(cast?.message).toBe(
      'Fran Friend voted for an activity in "Team weekend".',
    );
    await vote(app, f.owner, planId, f.publicItemId, -1);
    expect(await notificationsOf(app, f.friend, 'vote_cast')).toEqual([]);
  });

  it('tells the owner when someone declines or leaves, not when the owner removes', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const link = `/my-plans?planId=${planId}`;
    const leave = (who: typeof f.owner, target: typeof f.owner) =>
      app.inject({
        method: 'DELETE',
        url: `/api/group-plans/${planId}/participants/${target.user.id}`,
        headers: who.headers,
      });

    await invite(app, f.owner, planId, f.friend);
    const declined = await app.inject({
      method: 'POST',
      url: `/api/group-plans/${planId}/decline`,
      headers: f.friend.headers,
    });
    expect(declined.statusCode).toBe(204);
    expect(await notificationsOf(app, f.owner, 'plan_updated')).toEqual([
      expect.objectContaining({
        title: 'Invitation declined',
        message: 'Fran Friend declined your invitation to "Team weekend".',
        action_url: link,
      }),
    ]);

    // Asked again, joined, then left.
    await invite(app, f.owner, planId, f.friend);
    await join(app, f.friend, planId);
    expect((await leave(f.friend, f.friend)).statusCode).toBe(204);
    const [left] = await notificationsOf(app, f.owner, 'plan_updated');
    expect(left).toMatchObject({
      title: 'Participant left',
      message: 'Fran Friend left "Team weekend".',
      action_url: link,
    });

    // The owner removing someone is the owner's own doing: no notification.
    await invite(app, f.owner, planId, f.blocked);
    expect((await leave(f.owner, f.blocked)).statusCode).toBe(204);
    expect(await notificationsOf(app, f.owner, 'plan_updated')).toHaveLength(2);
  });

  it('fills the copy preview with the group and invites it to the copy', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    await invite(app, f.owner, planId, f.friend, 'editor');
    await join(app, f.friend, planId);

    const preview = await app.inject({
      url: `/api/copy-itinerary/${planId}/preview`,
      headers: f.friend.headers,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      is_group_plan: true,
      total_participants: 2,
      total_activities: 1,
      participants: [
        { id: f.owner.user.id, role: 'owner', email: '' },
        { id: f.friend.user.id, role: 'editor', email: f.friend.user.email },
      ],
    });

    const copied = await app.inject({
      method: 'POST',
      url: `/api/copy-itinerary/${planId}`,
      headers: f.friend.headers,
      payload: {
        new_title: 'Our copy',
        new_start_date: f.day,
        new_end_date: f.day,
        copy_participants: true,
      },
    });
    expect(copied.statusCode).toBe(201);
    const copyId = copied.json().new_plan_id;
    const group = await app.inject({
      url: `/api/group-plans/${copyId}`,
      headers: f.friend.headers,
    });
    expect(group.json()).toMatchObject({
      my_role: 'owner',
      participants: [
        { user: { id: f.friend.user.id }, role: 'owner' },
        { user: { id: f.owner.user.id }, role: 'editor', status: 'invited' },
      ],
    });
    const [invitation] = await notificationsOf(app, f.owner, 'plan_invite');
    expect(invitation?.action_url).toBe(`/my-plans?planId=${copyId}`);
  });
});

describe('group planning after the beta', async () => {
  const built = await buildTestApp({ BETA_FREE_UNTIL: '2000-01-01' });

  it('needs Premium to invite', async () => {
    const f = await groupPlanFixture(built);
    const res = await invite(built.app, f.owner, f.plan.id, f.friend);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(
      'Group planning is a Premium Feature. Upgrade to Premium to invite friends.',
    );
  });
});
