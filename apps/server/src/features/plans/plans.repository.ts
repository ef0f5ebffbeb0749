import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities, planSuggestions, plans } from '../../db/schema';

import type { InterestFilter } from './suggestion-ranking';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
export type SuggestionRow = typeof planSuggestions.$inferInsert;

const METERS_PER_DEGREE_LAT = 111_320;

const suggestionCount = sql<number>`(select count(*) from ${planSuggestions} where ${planSuggestions.planId} = ${plans.id})::int`;

export type CandidateQuery = {
  lat: number;
  lng: number;
  radiusMeters: number;
  interests: InterestFilter[];
  days: string[];
  limit: number;
};

function distanceSql(lat: number, lng: number) {
  return sql<number>`(6371000 * 2 * asin(sqrt(power(sin(radians(${activities.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${activities.latitude})) * power(sin(radians(${activities.longitude} - ${lng}) / 2), 2))))`;
}

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

export function createPlansRepository() {
  return {
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
        .select({ plan: plans, activityCount: suggestionCount })
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.kind, kind)));
      return row;
    },

    async listByUser(db: DbOrTx, userId: number, limit: number) {
      return db
        .select({ plan: plans, activityCount: suggestionCount })
        .from(plans)
        .where(and(eq(plans.userId, userId), eq(plans.kind, 'draft')))
        .orderBy(desc(plans.createdAt), desc(plans.id))
        .limit(limit);
    },

    async delete(db: DbOrTx, id: number) {
      await db.delete(plans).where(eq(plans.id, id));
    },

    /** Catalogue rows matching interests, inside the radius, events on the plan's days. */
    async findCandidates(db: DbOrTx, q: CandidateQuery) {
      const distance = distanceSql(q.lat, q.lng);
      const dLat = q.radiusMeters / METERS_PER_DEGREE_LAT;
      const dLng =
        q.radiusMeters /
        (METERS_PER_DEGREE_LAT *
          Math.max(Math.cos((q.lat * Math.PI) / 180), 0.01));
      const dayList = sql.join(
        q.days.map((d) => sql`${d}`),
        sql`, `,
      );
      return db
        .select({ activity: activities, distance })
        .from(activities)
        .where(
          and(
            sql`${activities.latitude} between ${q.lat - dLat} and ${q.lat + dLat}`,
            sql`${activities.longitude} between ${q.lng - dLng} and ${q.lng + dLng}`,
            sql`${distance} <= ${q.radiusMeters}`,
            interestCondition(q.interests),
            sql`(${activities.startTime} is null or to_char(${activities.startTime} at time zone 'America/Denver', 'YYYY-MM-DD') in (${dayList}))`,
          ),
        )
        .limit(q.limit);
    },

    async replaceSuggestions(
      db: DbOrTx,
      planId: number,
      rows: SuggestionRow[],
    ) {
      await db
        .delete(planSuggestions)
        .where(eq(planSuggestions.planId, planId));
      if (rows.length > 0) await db.insert(planSuggestions).values(rows);
    },

    async suggestionsOf(db: DbOrTx, planId: number, limit: number) {
      return db
        .select({
          activity: activities,
          distance: planSuggestions.distanceMeters,
        })
        .from(planSuggestions)
        .innerJoin(activities, eq(activities.id, planSuggestions.activityId))
        .where(eq(planSuggestions.planId, planId))
        .orderBy(asc(planSuggestions.rank))
        .limit(limit);
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
