import { asc, eq, inArray } from 'drizzle-orm';

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

    async plans(db: DbOrTx, userId: number) {
      return db
        .select()
        .from(plans)
        .where(eq(plans.userId, userId))
        .orderBy(asc(plans.id))
        .limit(EXPORT_ROW_LIMIT);
    },

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

    async favorites(db: DbOrTx, userId: number) {
      return db
        .select({ item: favorites, activity: activityRef })
        .from(favorites)
        .innerJoin(activities, eq(activities.id, favorites.activityId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async bucketList(db: DbOrTx, userId: number) {
      return db
        .select({ item: bucketListItems, activity: activityRef })
        .from(bucketListItems)
        .innerJoin(activities, eq(activities.id, bucketListItems.activityId))
        .where(eq(bucketListItems.userId, userId))
        .orderBy(asc(bucketListItems.id))
        .limit(EXPORT_ROW_LIMIT);
    },

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

    async posts(db: DbOrTx, userId: number) {
      return db
        .select()
        .from(posts)
        .where(eq(posts.userId, userId))
        .orderBy(asc(posts.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async comments(db: DbOrTx, userId: number) {
      return db
        .select()
        .from(postComments)
        .where(eq(postComments.userId, userId))
        .orderBy(asc(postComments.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async reviews(db: DbOrTx, userId: number) {
      return db
        .select({ item: reviews, activity: activityRef })
        .from(reviews)
        .innerJoin(activities, eq(activities.id, reviews.activityId))
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.id))
        .limit(EXPORT_ROW_LIMIT);
    },

    async notifications(db: DbOrTx, userId: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id))
        .limit(EXPORT_ROW_LIMIT);
    },

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
