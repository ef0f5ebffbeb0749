import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { distanceFrom } from '../../db/geo';
import { activities, catalogueState } from '../../db/schema';

import {
  activityColumns,
  filterConditions,
  relevanceSql,
  type ActivityFilters,
  type ActivityRow,
} from './activity.sql';

export type ActivitySort =
  'rating' | 'name' | 'distance' | 'start_time' | 'relevance';
export type Page = { limit: number; offset: number };
export type RankedRow = { row: ActivityRow; distance: number | null };

const t = activities;

function orderFor(sort: ActivitySort, filters: ActivityFilters): SQL[] {
  // Matches activities_rating_name_idx exactly, so a page is an index scan.
  const byRating = [
    sql`${t.rating} desc nulls last`,
    sql`${t.reviewCount} desc nulls last`,
    asc(t.name),
    asc(t.id),
  ];
  if (sort === 'relevance' && filters.text) {
    return [desc(relevanceSql(filters.text)), ...byRating];
  }
  if (sort === 'distance' && filters.near) {
    return [asc(distanceFrom(filters.near)), asc(t.id)];
  }
  if (sort === 'name') return [asc(t.name), asc(t.id)];
  if (sort === 'start_time') {
    // Real events soonest first, then places; sample events come last.
    return [
      sql`(${t.source} = 'sample') asc`,
      sql`${t.startTime} asc nulls last`,
      ...byRating,
    ];
  }
  return byRating;
}

/**
 * A neutral prior (3.5 stars over 5 reviews) keeps one 5-star review from
 * outranking well-reviewed places; closer places win ties.
 */
function suggestionScore(filters: ActivityFilters): SQL<number> {
  const quality = sql`((${t.rating} * ${t.reviewCount} + 17.5) / (${t.reviewCount} + 5)) / 5`;
  const near = filters.near;
  const closeness =
    near?.radiusMeters !== undefined
      ? sql`greatest(0, 1 - ${distanceFrom(near)} / ${near.radiusMeters}::float8)`
      : sql`0`;
  const text = filters.text
    ? sql`least(${relevanceSql(filters.text)}, 10) / 10`
    : sql`0`;
  return sql<number>`(${quality} * 0.5 + ${closeness} * 0.3 + ${text} * 0.2)`;
}

async function query(
  db: DbOrTx,
  filters: ActivityFilters,
  page: Page,
  order: SQL[],
): Promise<RankedRow[]> {
  const distance = filters.near ? distanceFrom(filters.near) : sql<null>`null`;
  const rows = await db
    .select({ ...activityColumns, distance: sql<number | null>`${distance}` })
    .from(t)
    .where(and(...filterConditions(filters)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ distance: d, ...row }) => ({
    row,
    distance: d === null ? null : Number(d),
  }));
}

export function createActivitiesRepository() {
  return {
    list(db: DbOrTx, filters: ActivityFilters, page: Page, sort: ActivitySort) {
      return query(db, filters, page, orderFor(sort, filters));
    },

    suggestions(db: DbOrTx, filters: ActivityFilters, limit: number) {
      return query(db, filters, { limit, offset: 0 }, [
        desc(suggestionScore(filters)),
        asc(t.id),
      ]);
    },

    async findById(db: DbOrTx, id: number): Promise<ActivityRow | undefined> {
      const [row] = await db
        .select(activityColumns)
        .from(t)
        .where(eq(t.id, id));
      return row;
    },

    async findByIds(db: DbOrTx, ids: number[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      return db.select(activityColumns).from(t).where(inArray(t.id, ids));
    },

    /** Counted as Browse lists them: a recurring event once. */
    async countByCategory(
      db: DbOrTx,
    ): Promise<{ category: string; count: number }[]> {
      const rows = await db
        .select({ category: t.category, count: sql<number>`count(*)::int` })
        .from(t)
        .where(and(...filterConditions({ oneDatePerSeries: true })))
        .groupBy(t.category);
      return rows.map((r) => ({
        category: r.category,
        count: Number(r.count),
      }));
    },

    /** The count of statements that wrote the catalogue (a trigger keeps it). */
    async catalogueChanges(db: DbOrTx): Promise<string | null> {
      const [row] = await db
        .select({ value: catalogueState.value })
        .from(catalogueState)
        .where(eq(catalogueState.key, 'activities_changes'));
      return row?.value ?? null;
    },

    /** When the first upcoming event stops being listed (see upcomingSql). */
    async nextEventEnd(db: DbOrTx): Promise<Date | null> {
      const end = sql`coalesce(${t.endTime}, ${t.startTime} + interval '3 hours')`;
      const [row] = await db
        .select({ end: sql<string | null>`min(${end})` })
        .from(t)
        .where(and(sql`${t.startTime} is not null`, sql`${end} >= now()`));
      return row?.end ? new Date(row.end) : null;
    },

    /** Which of `names` (lower case) the catalogue lists at more than one place. */
    async namesAtSeveralPlaces(db: DbOrTx, names: string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const name = sql<string>`lower(${t.name})`;
      const rows = await db
        .select({ name })
        .from(t)
        .where(inArray(name, names))
        .groupBy(name)
        .having(sql`count(*) > 1`);
      return rows.map((r) => r.name);
    },

    async countNear(db: DbOrTx, filters: ActivityFilters): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(t)
        .where(and(...filterConditions(filters)));
      return Number(row?.count ?? 0);
    },
  };
}

export type ActivitiesRepository = ReturnType<
  typeof createActivitiesRepository
>;
