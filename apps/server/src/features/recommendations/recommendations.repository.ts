import type { EngagementType } from '@app/shared/recommendations';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { ACTIVITY_ALIAS, distanceFrom } from '../../db/geo';
import { recommendationEngagements } from '../../db/schema';
import { activityExists } from '../activities/activity.sql';

import {
  baseCtes,
  collaborativeCtes,
  PER_CATEGORY_CANDIDATES,
  POPULAR_CANDIDATES,
  SIGNAL_WEIGHTS,
  upcomingSql,
} from './recommendations.sql';

/** The features the scorer needs for one candidate. */
export type CandidateRow = {
  id: number;
  name: string;
  /** Read for cuisines and diets the listing names. */
  description: string | null;
  /** Venue or address: with the name, what tells one place or event series from another. */
  place: string | null;
  category: string;
  subcategory: string | null;
  price_level: number | null;
  rating: number;
  review_count: number;
  start_time: string | Date | null;
  interactions: number;
  recent: number;
  collab: number;
  distance_m: number | null;
};

export type CandidateQuery = {
  userId: number;
  categories: string[];
  point?: { lat: number; lng: number };
};

const popularity = sql`coalesce(p.n, 0) + a.review_count`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createRecommendationsRepository() {
  return {
    /**
     * One statement: candidates from each of the user's interest categories
     * (most popular, then closest), the
     * overall most popular and the co-occurrence neighbours, minus what the
     * user already saved or planned, with the scoring features.
     */
    async candidates(db: DbOrTx, q: CandidateQuery): Promise<CandidateRow[]> {
      const distance: SQL = q.point
        ? distanceFrom(q.point, ACTIVITY_ALIAS)
        : sql`null::float8`;
      const categories =
        q.categories.length > 0
          ? sql`a.category in (${sql.join(
              q.categories.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : sql`false`;
      const result = await db.execute(sql`
        with ${baseCtes(q.userId)}, ${collaborativeCtes(q.userId)},
        interest as (
          select id from (
            select a.id, row_number() over (
              partition by a.category
              order by ${popularity} desc, a.rating desc, ${distance} nulls last, a.id) as rn
            from activities a left join pop p on p.activity_id = a.id
            where ${categories} and ${upcomingSql}) ranked
          where rn <= ${PER_CATEGORY_CANDIDATES}),
        popular as (
          select a.id from activities a left join pop p on p.activity_id = a.id
          where ${upcomingSql}
          order by ${popularity} desc, a.rating desc, a.id
          limit ${POPULAR_CANDIDATES}),
        cand as (
          select id from interest union select id from popular
          union select activity_id from collab)
        select a.id, a.name, a.description,
          coalesce(a.venue_name, a.address) as place,
          a.category, a.subcategory, a.price_level, a.rating::float8 as rating,
          a.review_count, a.start_time,
          coalesce(p.n, 0)::float8 as interactions,
          coalesce(p.recent, 0)::float8 as recent,
          coalesce(c.score, 0)::float8 as collab,
          ${distance} as distance_m
        from cand
        join activities a on a.id = cand.id
        left join pop p on p.activity_id = a.id
        left join collab c on c.activity_id = a.id
        where ${upcomingSql}
          and not exists (
            select 1 from agg s where s.user_id = ${q.userId} and s.activity_id = a.id
              and s.w >= ${SIGNAL_WEIGHTS.bucket})`);
      return rowsOf<CandidateRow>(result);
    },

    /** Weight of each category among the user's own signals. */
    async categoryAffinity(db: DbOrTx, userId: number) {
      const result = await db.execute(sql`
        with ${baseCtes(userId)}
        select a.category, sum(g.w)::float8 as weight
        from agg g join activities a on a.id = g.activity_id
        where g.user_id = ${userId}
        group by a.category order by weight desc limit 9`);
      return rowsOf<{ category: string; weight: number }>(result);
    },

    activityExists,

    async insertEngagement(
      db: DbOrTx,
      values: {
        userId: number;
        activityId: number;
        type: EngagementType;
        viewTimeSeconds: number | null;
      },
    ) {
      const [row] = await db
        .insert(recommendationEngagements)
        .values(values)
        .returning();
      return row!;
    },

    async engagementTotals(db: DbOrTx, userId: number) {
      return db
        .select({
          type: recommendationEngagements.type,
          count: sql<number>`count(*)::int`,
          seconds: sql<number>`coalesce(sum(${recommendationEngagements.viewTimeSeconds}), 0)::float8`,
        })
        .from(recommendationEngagements)
        .where(eq(recommendationEngagements.userId, userId))
        .groupBy(recommendationEngagements.type);
    },

    async recentEngagements(db: DbOrTx, userId: number, limit: number) {
      return db
        .select()
        .from(recommendationEngagements)
        .where(and(eq(recommendationEngagements.userId, userId)))
        .orderBy(
          desc(recommendationEngagements.createdAt),
          desc(recommendationEngagements.id),
        )
        .limit(limit);
    },
  };
}

export type RecommendationsRepository = ReturnType<
  typeof createRecommendationsRepository
>;
