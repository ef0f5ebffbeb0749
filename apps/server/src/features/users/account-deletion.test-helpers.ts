import { randomBytes, randomUUID } from 'node:crypto';

import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { createActivity, type createUser } from '../../test/factories';

import { columnKey } from './account-deletion.repository';

type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Every column that refers to a user: a foreign key to users, or named like one. */
export function userReferenceColumns(tables: unknown[]): PgColumn[] {
  const found = new Map<string, PgColumn>();
  for (const table of tables) {
    if (!is(table, PgTable) || table === schema.users) continue;
    const config = getTableConfig(table);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (reference.foreignTable !== schema.users) continue;
      for (const column of reference.columns) {
        found.set(columnKey(column), column);
      }
    }
    for (const column of config.columns as PgColumn[]) {
      if (/user_?id$/i.test(column.name)) found.set(columnKey(column), column);
    }
  }
  return [...found.values()];
}

const USER_COLUMNS = userReferenceColumns(Object.values(schema));

/** Rows naming the user, per `table.column`. */
export async function rowsNaming(db: Db, userId: number) {
  const counts: Record<string, number> = {};
  for (const column of USER_COLUMNS) {
    const [row] = await db
      .select({ n: count() })
      .from(column.table)
      .where(eq(column, userId));
    counts[columnKey(column)] = row!.n;
  }
  return counts;
}

const token = () => randomBytes(16).toString('hex');

/** A finalized plan of `ownerId` with one scheduled activity. */
export async function finalizedPlan(db: Db, ownerId: number, title: string) {
  const activity = await createActivity(db);
  const [plan] = await db
    .insert(schema.plans)
    .values({
      userId: ownerId,
      kind: 'finalized',
      title,
      startDate: '2030-06-01',
      endDate: '2030-06-02',
    })
    .returning();
  const [item] = await db
    .insert(schema.planActivities)
    .values({
      planId: plan!.id,
      activityId: activity.id,
      plannedDate: '2030-06-01',
    })
    .returning();
  return { plan: plan!, item: item!, activity };
}

/** What `x` does in `host`'s plan: joined as an editor, voting, polling, going. */
async function takePart(db: Db, x: number, host: number) {
  const { plan, item, activity } = await finalizedPlan(db, host, 'Host plan');
  await db.insert(schema.planParticipants).values({
    planId: plan.id,
    userId: x,
    role: 'editor',
    status: 'joined',
    invitedBy: host,
  });
  await db
    .insert(schema.planActivityVotes)
    .values({ planActivityId: item.id, userId: x, vote: 1 });
  const [poll] = await db
    .insert(schema.planPolls)
    .values({
      planId: plan.id,
      question: 'Where do we eat?',
      plannedDate: '2030-06-01',
      createdBy: x,
      closedBy: x,
    })
    .returning();
  const [option] = await db
    .insert(schema.planPollOptions)
    .values({ pollId: poll!.id, activityId: activity.id })
    .returning();
  await db
    .insert(schema.planPollBallots)
    .values({ pollId: poll!.id, userId: x, optionId: option!.id });
  await db
    .insert(schema.planItemAttendance)
    .values({ planActivityId: item.id, userId: x, status: 'going' });
  await db
    .insert(schema.planPresence)
    .values({ planId: plan.id, userId: x, clientId: randomUUID() });
  await db
    .insert(schema.leaveByRemindersSent)
    .values({ planActivityId: item.id, userId: x });
  return plan;
}

/** `x`'s social rows with a friend and with a stranger, both ways where there are two. */
async function socialise(db: Db, x: number, friend: number, stranger: number) {
  await db.insert(schema.friendships).values([
    { userId: x, friendId: friend },
    { userId: friend, friendId: x },
  ]);
  await db.insert(schema.friendRequests).values([
    { fromUserId: x, toUserId: stranger },
    { fromUserId: stranger, toUserId: x },
  ]);
  await db.insert(schema.userBlocks).values([
    { blockerId: x, blockedId: stranger },
    { blockerId: stranger, blockedId: x },
  ]);
  const [theirs] = await db
    .insert(schema.posts)
    .values({ userId: friend, title: "A friend's hike" })
    .returning();
  const [mine] = await db
    .insert(schema.posts)
    .values({ userId: x, title: 'My hike' })
    .returning();
  await db.insert(schema.postLikes).values([
    { postId: theirs!.id, userId: x },
    { postId: mine!.id, userId: friend },
  ]);
  await db.insert(schema.postComments).values([
    { postId: theirs!.id, userId: x, text: 'Nice one' },
    { postId: mine!.id, userId: friend, text: 'Thanks for the tip' },
  ]);
  await db
    .insert(schema.postReports)
    .values({ postId: theirs!.id, reporterId: x });
  await db.insert(schema.notifications).values([
    { userId: x, type: 'system_announcement', title: 'Hi', message: 'Hello' },
    {
      userId: friend,
      senderId: x,
      type: 'friend_accepted',
      title: 'Friend request accepted',
      message: 'X accepted your friend request.',
    },
  ]);
  return { friendsPost: theirs! };
}

/** Activity lists, reviews, settings, tokens and usage events of `x`. */
async function keepLists(db: Db, x: number, reviewed: number) {
  const saved = await createActivity(db);
  await db.insert(schema.favorites).values({ userId: x, activityId: saved.id });
  await db
    .insert(schema.bucketListItems)
    .values({ userId: x, activityId: saved.id });
  await db
    .insert(schema.recommendationEngagements)
    .values({ userId: x, activityId: saved.id, type: 'favorite_added' });
  await db
    .insert(schema.reviews)
    .values({ userId: x, activityId: reviewed, rating: 1, text: 'Too busy' });
  await db.insert(schema.userPreferences).values({ userId: x, data: {} });
  await db.insert(schema.notificationPreferences).values({ userId: x });
  await db
    .insert(schema.homeAreas)
    .values({ userId: x, name: 'Highlands', latitude: 39.76, longitude: -105 });
  await db.insert(schema.premiumEvents).values({
    userId: x,
    feature: 'ai_search',
    action: 'view',
    source: 'premium',
  });
  await db.insert(schema.premiumLaunchList).values({ userId: x });
  await db.insert(schema.calendarFeeds).values({ userId: x, token: token() });
  await db.insert(schema.personalTokens).values({
    userId: x,
    name: 'Assistant',
    tokenHash: token(),
    scope: 'read',
  });
  await db.insert(schema.passwordResetTokens).values({
    userId: x,
    tokenHash: token(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

/**
 * Gives `x` a row in every table that refers to a user: their own group
 * plan with `friend` joined as a viewer, a part in `friend`'s plan, posts,
 * friends, requests and blocks, lists, a review of `reviewed`, settings and
 * tokens.
 */
export async function giveEveryKindOfRow(
  db: Db,
  x: TestUser,
  friend: TestUser,
  stranger: TestUser,
  reviewed: number,
) {
  const own = await finalizedPlan(db, x.user.id, `${x.user.username} trip`);
  await db.insert(schema.planParticipants).values({
    planId: own.plan.id,
    userId: friend.user.id,
    role: 'viewer',
    status: 'joined',
    invitedBy: x.user.id,
  });
  const hosted = await takePart(db, x.user.id, friend.user.id);
  const social = await socialise(
    db,
    x.user.id,
    friend.user.id,
    stranger.user.id,
  );
  await keepLists(db, x.user.id, reviewed);
  return { ownPlan: own.plan, hostedPlan: hosted, ...social };
}
