import type {
  Review,
  ReviewInput,
  ReviewListResponse,
  ReviewWriteResponse,
} from '@app/shared/reviews';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';

import type { ReviewRow, ReviewsRepository } from './reviews.repository';

function toWire(row: ReviewRow): Review {
  return {
    id: row.id,
    activity_id: row.activityId,
    user_id: row.userId,
    author_name: row.authorName,
    rating: row.rating,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Reviews of catalogue activities. Every write recomputes the activity's
 * rating and review_count in the same transaction, with the activity row
 * locked, so the aggregate always matches the reviews table.
 */
export function createReviewsService(deps: {
  db: Db;
  repository: ReviewsRepository;
}) {
  const { db, repository: repo } = deps;

  async function write(
    activityId: number,
    userId: number,
    change: (tx: DbOrTx) => Promise<number | undefined>,
    missing: () => AppError,
  ): Promise<ReviewWriteResponse> {
    return db.transaction(async (tx) => {
      if (!(await repo.lockActivity(tx, activityId))) {
        throw AppError.notFound('Activity not found');
      }
      if ((await change(tx)) === undefined) throw missing();
      const aggregate = await repo.refreshAggregate(tx, activityId);
      const review = await repo.findMine(tx, activityId, userId);
      return {
        review: toWire(review!),
        rating: aggregate.rating,
        review_count: aggregate.reviewCount,
      };
    });
  }

  return {
    async list(
      activityId: number,
      page: { limit: number; offset: number },
    ): Promise<ReviewListResponse> {
      const aggregate = await repo.findAggregate(db, activityId);
      if (!aggregate) throw AppError.notFound('Activity not found');
      const rows = await repo.listForActivity(db, activityId, page);
      return {
        activity_id: activityId,
        rating: aggregate.rating,
        review_count: aggregate.reviewCount,
        reviews: rows.map(toWire),
      };
    },

    create(activityId: number, userId: number, input: ReviewInput) {
      return write(
        activityId,
        userId,
        (tx) => repo.insert(tx, { activityId, userId, ...input }),
        () => AppError.conflict('You have already reviewed this activity'),
      );
    },

    update(activityId: number, userId: number, input: ReviewInput) {
      return write(
        activityId,
        userId,
        (tx) => repo.update(tx, activityId, userId, input),
        () => AppError.notFound('Review not found'),
      );
    },

    async remove(activityId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockActivity(tx, activityId))) {
          throw AppError.notFound('Activity not found');
        }
        if ((await repo.remove(tx, activityId, userId)) === undefined) {
          throw AppError.notFound('Review not found');
        }
        await repo.refreshAggregate(tx, activityId);
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
