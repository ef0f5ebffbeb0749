import { comingWeekend, metroToday } from '@app/shared/metro';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';
import {
  bucketListItems,
  favorites,
  friendships,
  notifications,
  plans,
  posts,
  users,
} from '../schema';

import { DEMO_ACCOUNT, ensureDemoAccount } from './demo-account';
import { DEMO_FRIEND } from './demo-content';

describe('demo account', async () => {
  const { app, db } = await buildTestApp();
  for (const category of ['food', 'outdoors', 'arts']) {
    await createActivity(db, { category });
  }
  // Every start runs it: a second run adds nothing.
  await ensureDemoAccount(db);
  await ensureDemoAccount(db);

  const signIn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${encodeURIComponent(DEMO_ACCOUNT.email)}&password=${DEMO_ACCOUNT.password}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return {
      user: body.user as { id: number; email: string },
      headers: { authorization: `Bearer ${body.access_token}` },
    };
  };
  const countOf = async (
    table: typeof favorites | typeof bucketListItems | typeof notifications,
    userId: number,
  ) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(eq(table.userId, userId));
    return row!.n;
  };

  it('can sign in with the credentials the sign-in form fills, and is created once', async () => {
    const rows = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT.email));
    expect(rows).toHaveLength(1);
    expect((await signIn()).user.email).toBe(DEMO_ACCOUNT.email);
  });

  it('opens lived-in: preferences, saved places, a draft, a plan this weekend, a friend with a post, a notification', async () => {
    const { user, headers } = await signIn();
    const prefs = await app.inject({
      url: '/api/users/me/preferences',
      headers,
    });
    expect(prefs.json().preferred_activities).toEqual([
      'Food & Dining',
      'Outdoor Activities',
      'Arts & Culture',
    ]);
    expect(await countOf(favorites, user.id)).toBe(3);
    expect(await countOf(bucketListItems, user.id)).toBe(2);
    expect(await countOf(notifications, user.id)).toBe(1);

    const own = await db.select().from(plans).where(eq(plans.userId, user.id));
    expect(own.map((p) => p.kind).sort()).toEqual(['draft', 'finalized']);
    const weekend = comingWeekend(metroToday());
    const finalized = own.find((p) => p.kind === 'finalized')!;
    expect([finalized.startDate, finalized.endDate]).toEqual([
      weekend[0],
      weekend.at(-1),
    ]);
    const draft = own.find((p) => p.kind === 'draft')!;
    expect(draft.suggestionIds?.length).toBeGreaterThan(0);

    const [friend] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_FRIEND.email));
    const links = await db
      .select()
      .from(friendships)
      .where(eq(friendships.userId, user.id));
    expect(links.map((l) => l.friendId)).toEqual([friend!.id]);
    const friendPosts = await db
      .select()
      .from(posts)
      .where(eq(posts.userId, friend!.id));
    expect(friendPosts).toHaveLength(1);
  });
});
