import { eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, reviews } from '../../db/schema';

/** Recomputes rating (2 decimals) and review_count from the reviews table. */
export async function refreshRatingAggregate(db: DbOrTx, activityId: number) {
  const [row] = await db
    .update(activities)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.activityId} = ${activityId}), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} where ${reviews.activityId} = ${activityId})`,
    })
    .where(eq(activities.id, activityId))
    .returning({
      rating: activities.rating,
      reviewCount: activities.reviewCount,
    });
  return {
    rating: Number(row!.rating),
    reviewCount: Number(row!.reviewCount),
  };
}
