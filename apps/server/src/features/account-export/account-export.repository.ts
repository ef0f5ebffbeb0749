import { asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  bucketListItems,
  favorites,
  friendships,
  notifications,
  planActivities,
  planActivityVotes,
  planParticipants,
  plans,
  postComments,
  posts,
  premiumEvents,
  reviews,
  userPreferences,
  users,
} from '../../db/schema';

/** Rows per section; far above any real account, it keeps one export bounded. */
const EXPORT_ROW_LIMIT = 10_000;

const activityRef = {
  id: activities.id,
  name: activities.name,
  category: activities.category,
  subcategory: activities.subcategory,
  address: activities.address,
};

type ActivityRef = Pick<
  typeof activities.$inferSelect,
  keyof typeof activityRef
>;

/** A table of rows that belong to one user, in the order they were added. */
type Owned = PgTable & { id: PgColumn; userId: PgColumn };

/** The section of `table`: the user's own rows. */
const ownRows =
  <T extends Owned>(table: T) =>
  (db: DbOrTx, userId: number) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.id))
      .limit(EXPORT_ROW_LIMIT) as Promise<T['$inferSelect'][]>;

/** The same, each row with the activity it names. */
const ownActivityRows =
  <T extends Owned & { activityId: PgColumn }>(table: T) =>
  (db: DbOrTx, userId: number) =>
    db
      .select({ item: table as PgTable, activity: activityRef })
      .from(table as PgTable)
      .innerJoin(activities, eq(activities.id, table.activityId))
      .where(eq(table.userId, userId))
      .orderBy(asc(table.id))
      .limit(EXPORT_ROW_LIMIT) as Promise<
      { item: T['$inferSelect']; activity: ActivityRef }[]
    >;

export function createAccountExportRepository() {
  return {
    async user(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          fullName: users.fullName,
          isPremium: users.isPremium,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async preferences(db: DbOrTx, userId: number) {
      const [row] = await db
        .select({ data: userPreferences.data })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row?.data ?? null;
    },

    plans: ownRows(plans),

    async planActivities(db: DbOrTx, planIds: number[]) {
      if (planIds.length === 0) return [];
      return db
        .select({ item: planActivities, activity: activityRef })
        .from(planActivities)
        .innerJoin(activities, eq(activities.id, planActivities.activityId))
        .where(inArray(planActivities.planId, planIds))
        .orderBy(asc(planActivities.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    favorites: ownActivityRows(favorites),

    bucketList: ownActivityRows(bucketListItems),

    /** Finalized plans of others that the user was invited to. */
    async groupPlans(db: DbOrTx, userId: number) {
      return db
        .select({
          planId: plans.id,
          title: plans.title,
          startDate: plans.startDate,
          endDate: plans.endDate,
          ownerUsername: users.username,
          role: planParticipants.role,
          status: planParticipants.status,
          invitedAt: planParticipants.createdAt,
        })
        .from(planParticipants)
        .innerJoin(plans, eq(plans.id, planParticipants.planId))
        .innerJoin(users, eq(users.id, plans.userId))
        .where(eq(planParticipants.userId, userId))
        .orderBy(asc(planParticipants.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async votes(db: DbOrTx, userId: number) {
      return db
        .select({
          planId: planActivities.planId,
          vote: planActivityVotes.vote,
          createdAt: planActivityVotes.createdAt,
          activity: activityRef,
        })
        .from(planActivityVotes)
        .innerJoin(
          planActivities,
          eq(planActivities.id, planActivityVotes.planActivityId),
        )
        .innerJoin(activities, eq(activities.id, planActivities.activityId))
        .where(eq(planActivityVotes.userId, userId))
        .orderBy(asc(planActivityVotes.createdAt))
        .limit(EXPORT_ROW_LIMIT);
    },

    /** Friends by their public names; their own data is theirs to export. */
    async friends(db: DbOrTx, userId: number) {
      return db
        .select({
          userId: users.id,
          username: users.username,
          fullName: users.fullName,
          since: friendships.createdAt,
        })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, userId))
        .orderBy(asc(friendships.createdAt))
        .limit(EXPORT_ROW_LIMIT);
    },

    posts: ownRows(posts),

    comments: ownRows(postComments),

    reviews: ownActivityRows(reviews),

    notifications: ownRows(notifications),

    async usageEvents(db: DbOrTx, userId: number) {
      return db
        .select({
          feature: premiumEvents.feature,
          action: premiumEvents.action,
          metadata: premiumEvents.metadata,
          createdAt: premiumEvents.createdAt,
        })
        .from(premiumEvents)
        .where(eq(premiumEvents.userId, userId))
        .orderBy(asc(premiumEvents.id))
        .limit(EXPORT_ROW_LIMIT);
    },
  };
}

export type AccountExportRepository = ReturnType<
  typeof createAccountExportRepository
>;
