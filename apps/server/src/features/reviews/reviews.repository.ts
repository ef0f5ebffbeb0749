import { and, desc, eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, reviews, users } from '../../db/schema';

import { refreshRatingAggregate } from './rating-aggregate.sql';

const reviewColumns = {
  id: reviews.id,
  activityId: reviews.activityId,
  userId: reviews.userId,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: sql<string>`coalesce(${users.username}, ${users.fullName}, 'Member')`,
};

export type ReviewRow = {
  id: number;
  activityId: number;
  userId: number;
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
};

export function createReviewsRepository() {
  return {
    async listForActivity(
      db: DbOrTx,
      activityId: number,
      page: { limit: number; offset: number },
    ): Promise<ReviewRow[]> {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.activityId, activityId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findMine(db: DbOrTx, activityId: number, userId: number) {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(
          and(eq(reviews.activityId, activityId), eq(reviews.userId, userId)),
        );
      return row as ReviewRow | undefined;
    },

    async findAggregate(db: DbOrTx, activityId: number) {
      const [row] = await db
        .select({
          rating: activities.rating,
          reviewCount: activities.reviewCount,
        })
        .from(activities)
        .where(eq(activities.id, activityId));
      return row;
    },

    /** Locks the activity row so concurrent reviews aggregate one after another. */
    async lockActivity(db: DbOrTx, activityId: number) {
      const [row] = await db
        .select({
          id: activities.id,
          rating: activities.rating,
          reviewCount: activities.reviewCount,
        })
        .from(activities)
        .where(eq(activities.id, activityId))
        .for('update');
      return row;
    },

    async insert(
      db: DbOrTx,
      values: {
        activityId: number;
        userId: number;
        rating: number;
        text: string;
      },
    ) {
      const [row] = await db
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: [reviews.activityId, reviews.userId] })
        .returning({ id: reviews.id });
      return row?.id;
    },

    async update(
      db: DbOrTx,
      activityId: number,
      userId: number,
      values: { rating: number; text: string },
    ) {
      const [row] = await db
        .update(reviews)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(eq(reviews.activityId, activityId), eq(reviews.userId, userId)),
        )
        .returning({ id: reviews.id });
      return row?.id;
    },

    async remove(db: DbOrTx, activityId: number, userId: number) {
      const [row] = await db
        .delete(reviews)
        .where(
          and(eq(reviews.activityId, activityId), eq(reviews.userId, userId)),
        )
        .returning({ id: reviews.id });
      return row?.id;
    },

    refreshAggregate: refreshRatingAggregate,
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
