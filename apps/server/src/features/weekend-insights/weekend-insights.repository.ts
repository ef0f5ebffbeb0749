import { addDays, METRO_CENTER, metroInstant } from '@app/shared/metro';
import {
  and,
  asc,
  desc,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { distanceFrom, type GeoPoint } from '../../db/geo';
import { activities as t, planActivities } from '../../db/schema';
import {
  activityColumns,
  filterConditions,
  type ActivityFilters,
  type ActivityRow,
} from '../activities/activity.sql';
import { trendingNear } from '../weekend-discovery/trending.sql';

export type NearRow = ActivityRow & {
  /** Meters from the asked point. */
  distance: number;
  /** Meters from the metro's centre (downtown). */
  fromCentre: number;
  /** Rows matching before the limit. */
  total: number;
};

/** A place (not an event) the catalogue still believes is there. */
const placeSql = sql`${t.startTime} is null and ${t.possiblyClosedSince} is null`;

/**
 * How much of the real-time card a place can fill, weighted as its
 * confidence is: known hours (open now), our users' reviews, a live
 * source's confirmation. A website or phone breaks ties: a business whose
 * hours can be looked up before a plaque or public artwork that has none.
 */
const liveFactsSql = sql`(case when ${t.businessHours} is not null then 3 else 0 end)
  + (case when ${t.reviewCount} > 0 then 2 else 0 end)
  + (case when ${t.sourceCheckedAt} is not null then 2 else 0 end)`;
const contactSql = sql`(${t.websiteUrl} is not null or ${t.phoneNumber} is not null)`;

/**
 * Events starting on one of these Denver calendar days, as ranges of
 * instants so the start-time index serves them.
 */
function onDatesSql(dates: string[]): SQL {
  return or(
    ...dates.map((d) =>
      and(
        gte(t.startTime, metroInstant(d, '00:00')),
        lt(t.startTime, metroInstant(addDays(d, 1), '00:00')),
      ),
    ),
  )!;
}

function near(
  db: DbOrTx,
  point: GeoPoint,
  radiusMeters: number,
  where: SQL[],
  order: SQL[],
  limit: number,
  filters: Omit<ActivityFilters, 'near'> = {},
): Promise<NearRow[]> {
  return db
    .select({
      ...activityColumns,
      distance: distanceFrom(point).mapWith(Number),
      fromCentre: distanceFrom(METRO_CENTER).mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(t)
    .where(
      and(
        ...filterConditions({ ...filters, near: { ...point, radiusMeters } }),
        ...where,
      ),
    )
    .orderBy(...order)
    .limit(limit);
}

export function createAiIntelligenceRepository() {
  return {
    trending: trendingNear,

    /**
     * Events starting in [from, to], soonest first; a recurring event (same
     * name at the same venue) once, at its next date, as browse lists it, so
     * a weekly game is not two cards and `total` counts events, not dates.
     */
    upcomingEvents(
      db: DbOrTx,
      point: GeoPoint,
      radiusMeters: number,
      window: { from: Date; to: Date },
      limit: number,
    ) {
      return near(
        db,
        point,
        radiusMeters,
        [gte(t.startTime, window.from), lte(t.startTime, window.to)],
        [asc(t.startTime), asc(t.id)],
        limit,
        { ...window, oneDatePerSeries: true },
      );
    },

    /** Events on the given Denver days, soonest first. */
    eventsOn(
      db: DbOrTx,
      point: GeoPoint,
      radiusMeters: number,
      dates: string[],
      limit: number,
    ) {
      return near(
        db,
        point,
        radiusMeters,
        // Planned days never hold a sample event.
        [isNotNull(t.startTime), ne(t.source, 'sample'), onDatesSql(dates)],
        [asc(t.startTime), asc(t.id)],
        limit,
      );
    },

    /**
     * Places added since `since` that were not part of the catalogue's first
     * load (rows created within a day of the oldest row), newest first.
     */
    newPlaces(
      db: DbOrTx,
      point: GeoPoint,
      radiusMeters: number,
      since: Date,
      limit: number,
    ) {
      return near(
        db,
        point,
        radiusMeters,
        [
          placeSql,
          gte(t.createdAt, since),
          sql`${t.createdAt} > (select min(created_at) + interval '1 day' from activities)`,
        ],
        [desc(t.createdAt), asc(t.id)],
        limit,
      );
    },

    /**
     * Open places near the point, those we hold the most live facts about
     * first, then the nearest: the closest rows are often public art with
     * no hours or reviews, which would fill the tab with unknowns.
     */
    placesWithLiveFacts(
      db: DbOrTx,
      point: GeoPoint,
      radiusMeters: number,
      limit: number,
    ) {
      return near(
        db,
        point,
        radiusMeters,
        [placeSql],
        [
          desc(liveFactsSql),
          desc(contactSql),
          asc(distanceFrom(point)),
          asc(t.id),
        ],
        limit,
      );
    },

    /** Best-reviewed places (at least `minReviews`), in these categories when given. */
    topRated(
      db: DbOrTx,
      point: GeoPoint,
      radiusMeters: number,
      categories: string[],
      minReviews: number,
      limit: number,
    ) {
      return near(
        db,
        point,
        radiusMeters,
        [
          placeSql,
          gte(t.reviewCount, minReviews),
          ...(categories.length ? [inArray(t.category, categories)] : []),
        ],
        [desc(t.rating), desc(t.reviewCount), asc(t.id)],
        limit,
      );
    },

    /**
     * Planned visits (finalized plans with a time) per activity and Denver
     * hour of day, over the last year.
     */
    async plannedVisitsByHour(
      db: DbOrTx,
      ids: number[],
    ): Promise<{ activityId: number; hour: number; visits: number }[]> {
      if (ids.length === 0) return [];
      const hour = sql<number>`substring(${planActivities.plannedTime} from '^([0-9]{1,2}):')::int`;
      return db
        .select({
          activityId: planActivities.activityId,
          hour: hour.mapWith(Number),
          visits: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(planActivities)
        .where(
          and(
            inArray(planActivities.activityId, ids),
            sql`${planActivities.plannedTime} ~ '^[0-9]{1,2}:[0-9]{2}$'`,
            sql`${planActivities.plannedDate} >= current_date - 365`,
          ),
        )
        .groupBy(planActivities.activityId, hour);
    },
  };
}

export type AiIntelligenceRepository = ReturnType<
  typeof createAiIntelligenceRepository
>;
