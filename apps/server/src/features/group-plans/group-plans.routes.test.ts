import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

import {
  groupPlanFixture,
  invite,
  join,
  vote,
  type TestUser,
} from './group-plans-test-helpers';

describe('group plans API', async () => {
  const built = await buildTestApp();
  const { app, db } = built;

  const block = (by: TestUser, who: TestUser) =>
    app.inject({
      method: 'POST',
      url: '/api/social/blocks',
      headers: by.headers,
      payload: { user_id: who.user.id },
    });

  it('invites only friends, once, and only by the owner', async () => {
    const f = await groupPlanFixture(built);
    await block(f.owner, f.blocked);
    const planId = f.plan.id;

    const sent = await invite(app, f.owner, planId, f.friend, 'editor');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      is_group_plan: true,
      my_role: 'owner',
      participants: [
        { role: 'owner', status: 'joined', user: { id: f.owner.user.id } },
        { role: 'editor', status: 'invited', user: { id: f.friend.user.id } },
      ],
    });
    expect(JSON.stringify(sent.json())).not.toContain('@example.com');

    expect((await invite(app, f.owner, planId, f.friend)).statusCode).toBe(409);
    const stranger = await invite(app, f.owner, planId, f.stranger);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().detail).toBe('You can only invite friends');
    expect((await invite(app, f.owner, planId, f.blocked)).statusCode).toBe(
      404,
    );
    expect((await invite(app, f.owner, planId, f.owner)).statusCode).toBe(400);
    // An invitee may read the plan but not invite others.
    expect((await invite(app, f.friend, planId, f.owner)).statusCode).toBe(403);
  });

  it('shows participants and votes to the owner and participants only (visibility matrix)', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    await invite(app, f.owner, planId, f.friend);
    await invite(app, f.owner, planId, f.blocked);
    await join(app, f.friend, planId);
    await join(app, f.blocked, planId);
    // Blocking a participant takes the plan away from them at once.
    await block(f.owner, f.blocked);

    const viewers: [string, TestUser | null, number][] = [
      ['self', f.owner, 200],
      ['friend', f.friend, 200],
      ['stranger', f.stranger, 404],
      ['blocked', f.blocked, 404],
      ['anonymous', null, 401],
    ];
    for (const [who, user, status] of viewers) {
      for (const url of [
        `/api/group-plans/${planId}`,
        `/api/finalized-plans/${planId}`,
      ]) {
        const res = await app.inject({ url, headers: user?.headers });
        expect(res.statusCode, `${who} GET ${url}`).toBe(status);
      }
      const votes: Record<string, number> = { self: 1, friend: -1 };
      const cast = await vote(
        app,
        user,
        planId,
        f.publicItemId,
        votes[who] === -1 ? -1 : 1,
      );
      expect(cast.statusCode, `${who} votes`).toBe(status);
    }

    const tallies = await app.inject({
      url: `/api/group-plans/${planId}`,
      headers: f.friend.headers,
    });
    expect(tallies.json().votes).toEqual([
      { plan_activity_id: f.publicItemId, up: 1, down: 1, my_vote: -1 },
    ]);
    const ownerView = await app.inject({
      url: `/api/group-plans/${planId}`,
      headers: f.owner.headers,
    });
    expect(ownerView.json().votes[0].my_vote).toBe(1);
    // Invitation statuses are part of what participants see.
    expect(
      tallies
        .json()
        .participants.map((p: { user: { id: number }; status: string }) => [
          p.user.id,
          p.status,
        ]),
    ).toContainEqual([f.friend.user.id, 'joined']);
  });

  it('hides private activities from participants and lets only joined people vote', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    await invite(app, f.owner, planId, f.friend);

    const invited = await app.inject({
      url: `/api/finalized-plans/${planId}`,
      headers: f.friend.headers,
    });
    expect(invited.json()).toMatchObject({
      my_role: 'viewer',
      my_status: 'invited',
      is_group_plan: true,
    });
    expect(
      invited.json().selected_activities.map((a: { id: number }) => a.id),
    ).toEqual([f.publicItemId]);
    const early = await vote(app, f.friend, planId, f.publicItemId, 1);
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe('Join the plan to vote');

    await join(app, f.friend, planId);
    expect(
      (await vote(app, f.friend, planId, f.privateItemId, 1)).statusCode,
    ).toBe(404);
    expect(
      (await vote(app, f.owner, planId, f.privateItemId, 1)).statusCode,
    ).toBe(200);
    const seen = await app.inject({
      url: `/api/group-plans/${planId}`,
      headers: f.friend.headers,
    });
    expect(seen.json().votes).toEqual([]);

    const undo = await app.inject({
      method: 'DELETE',
      url: `/api/group-plans/${planId}/votes/${f.privateItemId}`,
      headers: f.owner.headers,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().votes).toEqual([]);
  });

  it('lets editors change times and notes, viewers only read, and the owner hide an activity', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const editor = await createUser(db);
    await app.inject({
      method: 'POST',
      url: '/api/social/friends/requests',
      headers: f.owner.headers,
      payload: { user_id: editor.user.id },
    });
    const incoming = await app.inject({
      url: '/api/social/friends',
      headers: editor.headers,
    });
    await app.inject({
      method: 'POST',
      url: `/api/social/friends/requests/${incoming.json().incoming[0].id}/accept`,
      headers: editor.headers,
    });
    await invite(app, f.owner, planId, editor, 'editor');
    await invite(app, f.owner, planId, f.friend, 'viewer');
    const item = `/api/finalized-plans/${planId}/activities/${f.publicItemId}`;
    // Each change is based on the activity as the owner sees it now.
    const versionNow = async () =>
      (
        await app.inject({
          url: `/api/finalized-plans/${planId}`,
          headers: f.owner.headers,
        })
      )
        .json()
        .selected_activities.find(
          (a: { id: number }) => a.id === f.publicItemId,
        ).version as number;
    const put = async (who: TestUser, payload: object) =>
      app.inject({
        method: 'PUT',
        url: item,
        headers: { ...who.headers, 'if-match': `"${await versionNow()}"` },
        payload,
      });

    // Editors act once joined.
    expect((await put(editor, { planned_time: '11:00' })).statusCode).toBe(403);
    await join(app, editor, planId);
    await join(app, f.friend, planId);
    const moved = await put(editor, { planned_time: '11:30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().selected_activities[0].planned_time).toBe('11:30');
    // What Edit Plan sends: the row with the editor's note.
    const noted = await put(editor, {
      planned_date: moved.json().selected_activities[0].planned_date,
      planned_time: '11:30',
      notes: 'Meet at the north gate',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().selected_activities[0].notes).toBe(
      'Meet at the north gate',
    );
    expect((await put(f.friend, { notes: 'viewer note' })).statusCode).toBe(
      403,
    );
    expect((await put(editor, { estimated_cost: 99 })).statusCode).toBe(403);
    expect((await put(editor, { is_private: true })).statusCode).toBe(403);
    expect((await put(f.friend, { planned_time: '12:00' })).statusCode).toBe(
      403,
    );
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/finalized-plans/${planId}`,
      headers: editor.headers,
    });
    expect(removal.statusCode).toBe(403);

    expect((await put(f.owner, { is_private: true })).statusCode).toBe(200);
    const hidden = await app.inject({
      url: `/api/finalized-plans/${planId}`,
      headers: f.friend.headers,
    });
    expect(hidden.json().selected_activities).toEqual([]);
    expect((await put(editor, { planned_time: '09:00' })).statusCode).toBe(404);
  });

  it('lists pending invitations with their owner until each is answered or voided', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const pending = async (who: TestUser) => {
      const res = await app.inject({
        url: '/api/group-plans/invitations',
        headers: who.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await pending(f.friend)).toEqual([]);
    await invite(app, f.owner, planId, f.friend, 'editor');
    await invite(app, f.owner, planId, f.blocked);
    expect(await pending(f.friend)).toEqual([
      {
        plan_id: planId,
        title: 'Team weekend',
        start_date: f.day,
        end_date: f.plan.end_date,
        location_name: f.plan.location_name,
        role: 'editor',
        owner: expect.objectContaining({
          id: f.owner.user.id,
          display_name: 'Olive Owner',
        }),
        invited_at: expect.any(String),
      },
    ]);
    // Nobody else's, and not the owner's own plan.
    expect(await pending(f.owner)).toEqual([]);
    expect(await pending(f.stranger)).toEqual([]);

    expect((await join(app, f.friend, planId)).statusCode).toBe(200);
    expect(await pending(f.friend)).toEqual([]);
    // A block voids the invitation at once.
    expect(await pending(f.blocked)).toHaveLength(1);
    await app.inject({
      method: 'POST',
      url: '/api/social/blocks',
      headers: f.blocked.headers,
      payload: { user_id: f.owner.user.id },
    });
    expect(await pending(f.blocked)).toEqual([]);
    expect(
      (await app.inject({ url: '/api/group-plans/invitations' })).statusCode,
    ).toBe(401);
  });

  it('reads as a group plan only while someone besides the owner has joined or is invited', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    /** The flag as the owner reads it in the plan, My Plans and the group. */
    const flags = async () => {
      const [plan, list, group] = await Promise.all(
        [
          `/api/finalized-plans/${planId}`,
          '/api/finalized-plans',
          `/api/group-plans/${planId}`,
        ].map((url) => app.inject({ url, headers: f.owner.headers })),
      );
      const listed = list!
        .json()
        .find((p: { id: number }) => p.id === planId) as {
        is_group_plan: boolean;
      };
      return [
        plan!.json().is_group_plan,
        listed.is_group_plan,
        group!.json().is_group_plan,
      ];
    };
    const remove = (by: TestUser, who: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: `/api/group-plans/${planId}/participants/${who.user.id}`,
        headers: by.headers,
      });
    const alone = [false, false, false];
    const shared = [true, true, true];

    expect(await flags()).toEqual(alone);
    // A pending invitation already shares the plan.
    await invite(app, f.owner, planId, f.friend);
    expect(await flags()).toEqual(shared);
    const declined = await app.inject({
      method: 'POST',
      url: `/api/group-plans/${planId}/decline`,
      headers: f.friend.headers,
    });
    expect(declined.statusCode).toBe(204);
    expect(await flags()).toEqual(alone);

    await invite(app, f.owner, planId, f.friend);
    await invite(app, f.owner, planId, f.blocked);
    await join(app, f.friend, planId);
    expect((await remove(f.owner, f.blocked)).statusCode).toBe(204);
    // The friend who joined is still in it.
    expect(await flags()).toEqual(shared);
    expect((await remove(f.friend, f.friend)).statusCode).toBe(204);
    expect(await flags()).toEqual(alone);

    await invite(app, f.owner, planId, f.friend);
    await join(app, f.friend, planId);
    expect(await flags()).toEqual(shared);
    expect((await remove(f.owner, f.friend)).statusCode).toBe(204);
    expect(await flags()).toEqual(alone);
  });

  it('lists joined group plans in My Plans; declining or leaving takes the plan away', async () => {
    const f = await groupPlanFixture(built);
    const planId = f.plan.id;
    const listed = async (who: TestUser) =>
      (await app.inject({ url: '/api/finalized-plans', headers: who.headers }))
        .json()
        .map((p: { id: number }) => p.id);

    await invite(app, f.owner, planId, f.friend);
    await invite(app, f.owner, planId, f.blocked);
    expect(await listed(f.friend)).not.toContain(planId);
    expect((await join(app, f.friend, planId)).statusCode).toBe(200);
    expect(await listed(f.friend)).toContain(planId);
    expect((await join(app, f.friend, planId)).statusCode).toBe(409);

    const declined = await app.inject({
      method: 'POST',
      url: `/api/group-plans/${planId}/decline`,
      headers: f.blocked.headers,
    });
    expect(declined.statusCode).toBe(204);
    expect((await join(app, f.blocked, planId)).statusCode).toBe(404);
    const ownerView = await app.inject({
      url: `/api/group-plans/${planId}`,
      headers: f.owner.headers,
    });
    expect(
      ownerView.json().participants.map((p: { status: string }) => p.status),
    ).toEqual(['joined', 'joined', 'declined']);

    await vote(app, f.friend, planId, f.publicItemId, 1);
    const left = await app.inject({
      method: 'DELETE',
      url: `/api/group-plans/${planId}/participants/${f.friend.user.id}`,
      headers: f.friend.headers,
    });
    expect(left.statusCode).toBe(204);
    expect(await listed(f.friend)).not.toContain(planId);
    const after = await app.inject({
      url: `/api/group-plans/${planId}`,
      headers: f.owner.headers,
    });
    expect(after.json().votes).toEqual([]);
  });
});
