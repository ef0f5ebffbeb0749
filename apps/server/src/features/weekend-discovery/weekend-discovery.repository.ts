import { desc, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, reviews } from '../../db/schema';

import { trendingNear } from './trending.sql';

export type ReviewRow = {
  activityId: number;
  activityName: string;
  rating: number;
  text: string;
  createdAt: Date;
};

export function createAiDiscoveryRepository() {
  return {
    /** The newest reviews with text of these activities (reviews are public). */
    async recentReviews(
      db: DbOrTx,
      ids: number[],
      limit: number,
    ): Promise<ReviewRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          activityId: reviews.activityId,
          activityName: activities.name,
          rating: reviews.rating,
          text: reviews.text,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(activities, sql`${activities.id} = ${reviews.activityId}`)
        .where(
          sql`${inArray(reviews.activityId, ids)} and length(trim(${reviews.text})) > 0`,
        )
        .orderBy(desc(reviews.createdAt))
        .limit(limit);
    },

    trending: trendingNear,
  };
}

export type AiDiscoveryRepository = ReturnType<
  typeof createAiDiscoveryRepository
>;
