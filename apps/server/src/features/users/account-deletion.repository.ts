import { and, asc, eq, getTableName, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../../db/client';
import {
  bucketListItems,
  calendarFeeds,
  favorites,
  friendRequests,
  friendships,
  homeAreas,
  leaveByRemindersSent,
  mailOutbox,
  notificationPreferences,
  notifications,
  passwordResetTokens,
  personalTokens,
  planActivityVotes,
  planItemAttendance,
  planParticipants,
  planPollBallots,
  planPolls,
  planPresence,
  plans,
  postComments,
  postLikes,
  postPhotos,
  postReports,
  posts,
  premiumEvents,
  premiumLaunchList,
  recommendationEngagements,
  refreshTokens,
  reviews,
  userBlocks,
  userPreferences,
  users,
} from '../../db/schema';
import { refreshRatingAggregate } from '../reviews/rating-aggregate.sql';

type Erase = (tx: DbOrTx, userId: number) => Promise<unknown>;

/**
 * A column that names a user, and what becomes of the rows naming the
 * deleted one: deleted, kept without the user (`anonymise`), or `erase`.
 */
type Eraser = { column: PgColumn; anonymise?: true; erase?: Erase };

/** Their reviews go, and each place's rating is worked out again without them. */
const deleteReviewsAndRerate: Erase = async (tx, userId) => {
  const removed = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ activityId: reviews.activityId });
  for (const { activityId } of removed) {
    await refreshRatingAggregate(tx, activityId);
  }
};

/**
 * Every column that refers to a user, in the order deletion runs. Rows are
 * deleted unless `erase` says otherwise. Group plans are handed over before
 * this runs, so `plans.userId` then only finds the plans that go.
 */
const ERASERS: Eraser[] = [
  // Invitations they sent and polls they ran stay with the plan, nameless.
  { column: planParticipants.invitedBy, anonymise: true },
  { column: planPolls.createdBy, anonymise: true },
  { column: planPolls.closedBy, anonymise: true },
  { column: planParticipants.userId },
  { column: planActivityVotes.userId },
  { column: planPollBallots.userId },
  { column: planItemAttendance.userId },
  { column: planPresence.userId },
  { column: leaveByRemindersSent.userId },
  { column: homeAreas.userId },
  { column: plans.userId },
  { column: reviews.userId, erase: deleteReviewsAndRerate },
  { column: postLikes.userId },
  { column: postComments.userId },
  { column: postReports.reporterId },
  { column: posts.userId },
  { column: friendRequests.fromUserId },
  { column: friendRequests.toUserId },
  { column: friendships.userId },
  { column: friendships.friendId },
  { column: userBlocks.blockerId },
  { column: userBlocks.blockedId },
  { column: favorites.userId },
  { column: bucketListItems.userId },
  { column: recommendationEngagements.userId },
  { column: userPreferences.userId },
  { column: notificationPreferences.userId },
  { column: notifications.userId },
  // What they sent others carries their name in its text.
  { column: notifications.senderId },
  { column: premiumEvents.userId },
  { column: premiumLaunchList.userId },
  { column: calendarFeeds.userId },
  { column: personalTokens.userId },
  { column: passwordResetTokens.userId },
  { column: refreshTokens.userId },
];

/** `table.column` as the schema objects name them. */
export function columnKey(column: PgColumn): string {
  return `${getTableName(column.table)}.${column.name}`;
}

/** The user references account deletion handles; a test holds it to the schema. */
export const ERASED_USER_COLUMNS = ERASERS.map((e) => columnKey(e.column));

export function createAccountDeletionRepository() {
  return {
    /** Locks the account row: writes naming the user wait until deletion ends. */
    async lockUser(tx: DbOrTx, userId: number) {
      const [row] = await tx
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    /** Everyone else invited to the user's plans and still in them, oldest invitation first. */
    ownedPlanInvitees(tx: DbOrTx, userId: number) {
      return tx
        .select({
          planId: plans.id,
          title: plans.title,
          userId: planParticipants.userId,
          role: planParticipants.role,
          status: planParticipants.status,
        })
        .from(plans)
        .innerJoin(planParticipants, eq(planParticipants.planId, plans.id))
        .where(
          and(
            eq(plans.userId, userId),
            ne(planParticipants.status, 'declined'),
          ),
        )
        .orderBy(
          asc(plans.id),
          asc(planParticipants.createdAt),
          asc(planParticipants.id),
        );
    },

    /** Makes `heirId` the plan's owner; an owner has no participant row. */
    async handOver(tx: DbOrTx, planId: number, heirId: number) {
      await tx
        .update(plans)
        .set({ userId: heirId, updatedAt: new Date() })
        .where(eq(plans.id, planId));
      await tx
        .delete(planParticipants)
        .where(
          and(
            eq(planParticipants.planId, planId),
            eq(planParticipants.userId, heirId),
          ),
        );
    },

    async photoIdsOfPosts(tx: DbOrTx, userId: number) {
      const rows = await tx
        .select({ id: postPhotos.id })
        .from(postPhotos)
        .innerJoin(posts, eq(posts.id, postPhotos.postId))
        .where(eq(posts.userId, userId));
      return rows.map((r) => r.id);
    },

    /** Runs every eraser, then drops the mail kept for the address and the account row. */
    async erase(tx: DbOrTx, userId: number, email: string) {
      for (const { column, anonymise, erase } of ERASERS) {
        const mine = eq(column, userId);
        if (erase) await erase(tx, userId);
        else if (anonymise)
          await tx
            .update(column.table)
            .set({ [column.name]: null })
            .where(mine);
        else await tx.delete(column.table).where(mine);
      }
      await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountDeletionRepository = ReturnType<
  typeof createAccountDeletionRepository
>;
