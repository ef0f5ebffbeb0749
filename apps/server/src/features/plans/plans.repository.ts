import { METRO_TIME_ZONE } from '@app/shared/metro';
import { PRICE_LEVELS } from '@app/shared/pricing';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { distanceFrom, withinRadius } from '../../db/geo';
import { activities, plans } from '../../db/schema';

import { ensureShareId } from './share-link.sql';
import type { InterestFilter } from './suggestion-ranking';

export type PlanRow = typeof plans.$inferSelect;

export type NewPlanRow = typeof plans.$inferInsert;

export type SuggestionQuery = {
  planId: number;
  lat: number;
  lng: number;
  radiusMeters: number;
  interests: InterestFilter[];
  days: string[];
  /** Dollars; activities whose price level starts above it are left out. */
  budgetMax: number | null;
  keywords: string[];
  limit: number;
  /**
   * Where suggestions may lie, when not within the plan's radius of its
   * point (an area the AI assistant text names); distances and closeness
   * still count from the plan's point.
   */
  reach?: { lat: number; lng: number; radiusMeters: number };
};

/** A ranked suggestion set: ids best first, each one's meters from the plan's point. */
export type RankedSuggestions = { ids: number[]; distances: number[] };

function interestCondition(filters: InterestFilter[]): SQL | undefined {
  if (filters.length === 0) return undefined;
  const wholeCategories = filters
    .filter((f) => !f.subcategory)
    .map((f) => f.category);
  const parts: SQL[] = [];
  if (wholeCategories.length > 0) {
    parts.push(inArray(activities.category, wholeCategories));
  }
  for (const f of filters) {
    if (!f.subcategory || wholeCategories.includes(f.category)) continue;
    parts.push(
      and(
        eq(activities.category, f.category),
        sql`lower(${activities.subcategory}) = lower(${f.subcategory})`,
      )!,
    );
  }
  return or(...parts);
}

/**
 * A weekend plan seldom means fast food: it ranks below the rest of food
 * unless an interest names it ('good food' had put Noodles & Company third).
 */
function fastFoodPenalty(filters: InterestFilter[]): SQL {
  const asked = filters.some(
    (f) => f.subcategory?.toLowerCase() === 'fast food',
  );
  return asked
    ? sql`0`
    : sql`(coalesce(${activities.subcategory}, '') = 'Fast Food')::int * 0.3`;
}

/**
 * Where a category stands among the plan's interests, first named first: a
 * Culture Day plan (arts, food, then the user's own kinds) opens with a
 * museum rather than its best-rated bar.
 */
function interestRank(filters: InterestFilter[]): SQL {
  const order = [...new Set(filters.map((f) => f.category))];
  if (order.length === 0) return sql`0`;
  const whens = order.map(
    (category, i) => sql`when ${category} then ${sql.raw(String(i))}`,
  );
  return sql`(case ${activities.category} ${sql.join(whens, sql` `)} else ${sql.raw(String(order.length))} end)`;
}

export function createPlansRepository() {
  return {
    ensureShareId,

    async insert(db: DbOrTx, row: NewPlanRow) {
      const [created] = await db.insert(plans).values(row).returning();
      return created!;
    },

    async update(db: DbOrTx, id: number, values: Partial<NewPlanRow>) {
      const [row] = await db
        .update(plans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(plans.id, id))
        .returning();
      return row;
    },

    async findById(db: DbOrTx, id: number, kind = 'draft') {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.kind, kind)));
      return row;
    },

    async findByShareId(db: DbOrTx, shareId: string) {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.shareId, shareId), eq(plans.kind, 'draft')));
      return row;
    },

    async listByUser(db: DbOrTx, userId: number, limit: number) {
      return db
        .select()
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.kind, 'draft')))
        .orderBy(desc(plans.createdAt), desc(plans.id))
        .limit(limit);
    },

    async delete(db: DbOrTx, id: number) {
      await db.delete(plans).where(eq(plans.id, id));
    },

    /**
     * Replaces the plan's suggestions with the best catalogue matches, ranked
     * in SQL (rating 0.5, popularity 0.2, closeness 0.3, up to 0.8 for words of
     * the AI assistant text); answers the updated plan.
     */
    async rebuildSuggestions(db: DbOrTx, q: SuggestionQuery): Promise<PlanRow> {
      const ranked = rankedSuggestions(db, q);
      const [row] = await db
        .update(plans)
        .set({
          suggestionIds: sql`coalesce(${ranked.ids}, '{}')`,
          suggestionDistances: sql`coalesce(${ranked.distances}, '{}')`,
        })
        .from(ranked)
        .where(eq(plans.id, q.planId))
        .returning();
      return row!;
    },

    /** The ranked suggestion set rebuildSuggestions would store, to be held to more filters first. */
    async rankSuggestions(
      db: DbOrTx,
      q: Omit<SuggestionQuery, 'planId'>,
    ): Promise<RankedSuggestions> {
      const ranked = rankedSuggestions(db, q);
      const [row] = await db
        .select({ ids: ranked.ids, distances: ranked.distances })
        .from(ranked);
      return { ids: row?.ids ?? [], distances: row?.distances ?? [] };
    },
  };
}

/**
 * Prefix lexemes on the indexed search vector: 'museum' hits 'Museums', and
 * no row's text is rebuilt and lowered per keyword.
 */
function keywordHits(keywords: string[]): SQL {
  if (keywords.length === 0) return sql`0`;
  return sql.join(
    keywords.map(
      (k) =>
        sql`(${activities.searchVector} @@ to_tsquery('english', ${`${k}:*`}))::int`,
    ),
    sql` + `,
  );
}

/** The shared price map as a CASE; its figures are constants, so inlined. */
const priceFloor = sql`(case ${activities.priceLevel} ${sql.raw(
  Object.entries(PRICE_LEVELS)
    .map(([level, { floor }]) => `when ${Number(level)} then ${floor}`)
    .join(' '),
)} else 0 end)`;

/** Listed places and events on the plan's days, within its reach, interests and budget. */
function suggestable(q: Omit<SuggestionQuery, 'planId'>): SQL | undefined {
  const dayList = sql.join(
    q.days.map((d) => sql`${d}`),
    sql`, `,
  );
  const reach = q.reach ?? q;
  return and(
    isNull(activities.delistedAt),
    withinRadius(reach, reach.radiusMeters),
    interestCondition(q.interests),
    q.budgetMax == null
      ? undefined
      : sql`(${activities.priceLevel} is null or ${priceFloor} <= ${q.budgetMax})`,
    // A sample event is never suggested for a plan.
    sql`${activities.source} <> 'sample'`,
    sql`(${activities.startTime} is null or to_char(${activities.startTime} at time zone ${METRO_TIME_ZONE}, 'YYYY-MM-DD') in (${dayList}))`,
  );
}

/** Each suggestable activity with its kind, distance, interest rank and score. */
function scoredActivities(db: DbOrTx, q: Omit<SuggestionQuery, 'planId'>) {
  const distance = distanceFrom({ lat: q.lat, lng: q.lng });
  return db
    .select({
      activityId: sql<number>`${activities.id}`.as('activity_id'),
      kind: sql<string>`coalesce(${activities.subcategory}, ${activities.category})`.as(
        'kind',
      ),
      distance: sql<number>`${distance}`.as('distance'),
      category: sql<string>`${activities.category}`.as('category'),
      rank: sql<number>`${interestRank(q.interests)}`.as('rank'),
      score:
        sql<number>`(least(greatest(${activities.rating}, 0), 5) / 5.0 * 0.5 + least(${activities.reviewCount}, 500) / 500.0 * 0.2 + (1 - least(${distance} / ${q.radiusMeters}, 1)) * 0.3 + least(${keywordHits(q.keywords)}, 2) * 0.4 - ${fastFoodPenalty(q.interests)})`.as(
          'score',
        ),
    })
    .from(activities)
    .where(suggestable(q))
    .as('scored');
}

/**
 * Round-robin over subcategories: the best museum, restaurant, gallery and
 * taqueria come before the second-best of any kind, so a plan opens on a mix
 * instead of ten neighbouring public artworks.
 */
function takeTurnsByKind(
  db: DbOrTx,
  scored: ReturnType<typeof scoredActivities>,
) {
  return db
    .select({
      id: scored.activityId,
      distance: scored.distance,
      score: scored.score,
      category: scored.category,
      rank: scored.rank,
      kindRank:
        sql<number>`row_number() over (partition by ${scored.kind} order by ${scored.score} desc, ${scored.activityId})`.as(
          'kind_rank',
        ),
    })
    .from(scored)
    .as('kinds');
}

/**
 * Then over categories, so food's many kinds do not bury the one jazz club
 * and the hikes a note asked for beside it (184 of 200 had been food, the
 * first hike 13th); the best `limit` of them.
 */
function takeTurnsByCategory(
  db: DbOrTx,
  kinds: ReturnType<typeof takeTurnsByKind>,
  limit: number,
) {
  return db
    .select({
      id: kinds.id,
      distance: kinds.distance,
      score: kinds.score,
      rank: kinds.rank,
      spread:
        sql<number>`row_number() over (partition by ${kinds.category} order by ${kinds.kindRank}, ${kinds.score} desc, ${kinds.id})`.as(
          'spread',
        ),
    })
    .from(kinds)
    .orderBy(sql`"spread"`, kinds.rank, sql`${kinds.score} desc`, kinds.id)
    .limit(limit)
    .as('best');
}

/** The best `limit` suggestable activities, ranked, as two arrays. */
function rankedSuggestions(db: DbOrTx, q: Omit<SuggestionQuery, 'planId'>) {
  const scored = scoredActivities(db, q);
  return asRankedArrays(
    db,
    takeTurnsByCategory(db, takeTurnsByKind(db, scored), q.limit),
  );
}

/** The chosen ids and their distances as two arrays in the same order. */
function asRankedArrays(
  db: DbOrTx,
  best: ReturnType<typeof takeTurnsByCategory>,
) {
  const order = sql`order by ${best.spread}, ${best.rank}, ${best.score} desc, ${best.id}`;
  return db
    .select({
      ids: sql<number[]>`array_agg(${best.id} ${order})`.as('ids'),
      distances: sql<number[]>`array_agg(${best.distance}::real ${order})`.as(
        'distances',
      ),
    })
    .from(best)
    .as('ranked');
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
