import { describe, expect, it } from 'vitest';

import {
  favorites,
  friendships,
  notifications,
  planActivities,
  planActivityVotes,
  planParticipants,
  plans,
  postComments,
  posts,
  reviews,
} from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const { app, db } = await buildTestApp();

describe('GET /api/users/me/export', () => {
  it("downloads all of the user's data and nobody else's", async () => {
    const me = await createUser(db, { fullName: 'Export Me' });
    const other = await createUser(db);
    const place = await createActivity(db, { name: 'Export Park' });
    const [mine] = await db
      .insert(plans)
      .values({
        userId: me.user.id,
        kind: 'finalized',
        title: 'My trip',
        startDate: '2026-06-01',
        endDate: '2026-06-02',
      })
      .returning();
    await db.insert(planActivities).values({
      planId: mine!.id,
      activityId: place.id,
      plannedDate: '2026-06-01',
    });
    await db.insert(plans).values({
      userId: other.user.id,
      title: 'Secret',
      startDate: '2026-06-01',
      endDate: '2026-06-01',
    });
    await db.insert(favorites).values([
      { userId: me.user.id, activityId: place.id },
      { userId: other.user.id, activityId: place.id },
    ]);

    const res = await app.inject({
      url: '/api/users/me/export',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="weekend-planner-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.user).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      full_name: 'Export Me',
    });
    expect(body.plans).toHaveLength(1);
    expect(body.plans[0].title).toBe('My trip');
    expect(body.plans[0].activities[0].activity.name).toBe('Export Park');
    expect(body.favorites).toHaveLength(1);
    expect(body.bucket_list).toEqual([]);
    expect(res.body).not.toContain('Secret');
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('not-a-real-hash');
  });

  it('includes group plans, votes, friends, posts, comments, reviews and notifications', async () => {
    const me = await createUser(db);
    const owner = await createUser(db, { fullName: 'Olive Owner' });
    const place = await createActivity(db, { name: 'Vote Cafe' });
    const [trip] = await db
      .insert(plans)
      .values({
        userId: owner.user.id,
        kind: 'finalized',
        title: 'Team weekend',
        startDate: '2026-07-04',
        endDate: '2026-07-05',
      })
      .returning();
    const [stop] = await db
      .insert(planActivities)
      .values({
        planId: trip!.id,
        activityId: place.id,
        plannedDate: '2026-07-04',
      })
      .returning();
    await db.insert(planParticipants).values({
      planId: trip!.id,
      userId: me.user.id,
      role: 'editor',
      status: 'joined',
      invitedBy: owner.user.id,
    });
    await db.insert(planActivityVotes).values([
      { planActivityId: stop!.id, userId: me.user.id, vote: 1 },
      { planActivityId: stop!.id, userId: owner.user.id, vote: -1 },
    ]);
    await db.insert(friendships).values([
      { userId: me.user.id, friendId: owner.user.id },
      { userId: owner.user.id, friendId: me.user.id },
    ]);
    const [theirs] = await db
      .insert(posts)
      .values([
        { userId: owner.user.id, title: 'Owner post' },
        { userId: me.user.id, title: 'My hike' },
      ])
      .returning();
    await db.insert(postComments).values([
      { postId: theirs!.id, userId: me.user.id, text: 'Looks great' },
      { postId: theirs!.id, userId: owner.user.id, text: 'Owner reply' },
    ]);
    await db.insert(reviews).values([
      { activityId: place.id, userId: me.user.id, rating: 5, text: 'Lovely' },
      { activityId: place.id, userId: owner.user.id, rating: 1, text: 'Meh' },
    ]);
    await db.insert(notifications).values([
      {
        userId: me.user.id,
        type: 'plan_invite',
        title: 'Invited',
        message: 'Join us',
      },
      {
        userId: owner.user.id,
        type: 'plan_invite',
        title: 'Other',
        message: 'Not yours',
      },
    ]);

    const res = await app.inject({
      url: '/api/users/me/export',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plans).toEqual([]);
    expect(body.group_plans).toEqual([
      expect.objectContaining({
        planId: trip!.id,
        title: 'Team weekend',
        ownerUsername: owner.user.username,
        role: 'editor',
        status: 'joined',
      }),
    ]);
    expect(body.votes).toEqual([
      expect.objectContaining({
        planId: trip!.id,
        vote: 1,
        activity: expect.objectContaining({ name: 'Vote Cafe' }),
      }),
    ]);
    expect(body.friends).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        fullName: 'Olive Owner',
      }),
    ]);
    expect(body.posts.map((p: { title: string }) => p.title)).toEqual([
      'My hike',
    ]);
    expect(body.comments.map((c: { text: string }) => c.text)).toEqual([
      'Looks great',
    ]);
    expect(body.reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        text: 'Lovely',
        activity: expect.objectContaining({ name: 'Vote Cafe' }),
      }),
    ]);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Invited',
    ]);
    expect(res.body).not.toContain(owner.user.email);
  });

  it('needs sign-in', async () => {
    const res = await app.inject({ url: '/api/users/me/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});
