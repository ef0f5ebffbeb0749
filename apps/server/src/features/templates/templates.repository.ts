import { addDays, metroInstant } from '@app/shared/metro';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  ne,
  notInArray,
  sql,
} from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  planTemplateActivities,
  planTemplates,
} from '../../db/schema';
import { SAMPLE_EVENT_SOURCE } from '../../providers/events/event-types';

import { GAME_CATEGORY, type HomeGame } from './game-day';

const MAX_GAMES = 50;

export type TemplateRow = typeof planTemplates.$inferSelect;
export type NewTemplateRow = typeof planTemplates.$inferInsert;
export type NewTemplateActivityRow = typeof planTemplateActivities.$inferInsert;

const activitiesCount = sql<number>`count(${planTemplateActivities.id})::int`;
const totalCost = sql<number>`coalesce(sum(${planTemplateActivities.estimatedCost}), 0)::float8`;

export function createTemplatesRepository() {
  return {
    async list(db: DbOrTx, category: string | undefined, limit: number) {
      return db
        .select({ template: planTemplates, activitiesCount, totalCost })
        .from(planTemplates)
        .leftJoin(
          planTemplateActivities,
          eq(planTemplateActivities.templateId, planTemplates.id),
        )
        .where(category ? eq(planTemplates.category, category) : undefined)
        .groupBy(planTemplates.id)
        .orderBy(desc(planTemplates.usageCount), asc(planTemplates.name))
        .limit(limit);
    },

    async findById(db: DbOrTx, id: string) {
      const [row] = await db
        .select()
        .from(planTemplates)
        .where(eq(planTemplates.id, id));
      return row;
    },

    async activitiesOf(db: DbOrTx, templateId: string) {
      return db
        .select({
          item: planTemplateActivities,
          name: activities.name,
          latitude: activities.latitude,
          longitude: activities.longitude,
        })
        .from(planTemplateActivities)
        .innerJoin(
          activities,
          eq(activities.id, planTemplateActivities.activityId),
        )
        .where(eq(planTemplateActivities.templateId, templateId))
        .orderBy(asc(planTemplateActivities.position));
    },

    /** Adds one use and returns the template; undefined when it does not exist. */
    async incrementUsage(db: DbOrTx, id: string) {
      const [row] = await db
        .update(planTemplates)
        .set({ usageCount: sql`${planTemplates.usageCount} + 1` })
        .where(eq(planTemplates.id, id))
        .returning();
      return row;
    },

    /** Real (never sample) games still to start on the dates from..to. */
    async realGamesBetween(
      db: DbOrTx,
      from: string,
      to: string,
      now: Date,
    ): Promise<HomeGame[]> {
      const rows = await db
        .select({
          id: activities.id,
          startTime: activities.startTime,
          endTime: activities.endTime,
          latitude: activities.latitude,
          longitude: activities.longitude,
        })
        .from(activities)
        .where(
          and(
            eq(activities.category, GAME_CATEGORY),
            ne(activities.source, SAMPLE_EVENT_SOURCE),
            isNull(activities.delistedAt),
            gte(activities.startTime, metroInstant(from, '00:00')),
            lt(activities.startTime, metroInstant(addDays(to, 1), '00:00')),
            gt(activities.startTime, now),
          ),
        )
        .orderBy(asc(activities.startTime), asc(activities.id))
        .limit(MAX_GAMES);
      return rows.flatMap(({ startTime, ...game }) =>
        startTime ? [{ ...game, startTime }] : [],
      );
    },

    async upsert(db: DbOrTx, row: NewTemplateRow) {
      await db
        .insert(planTemplates)
        .values(row)
        .onConflictDoUpdate({
          target: planTemplates.id,
          set: {
            name: row.name,
            description: row.description,
            category: row.category,
            season: row.season ?? null,
            durationDays: row.durationDays,
            groupSizeRecommendation: row.groupSizeRecommendation,
            isPremium: row.isPremium ?? false,
            updatedAt: new Date(),
          },
        });
    },

    async replaceActivities(
      db: DbOrTx,
      templateId: string,
      rows: NewTemplateActivityRow[],
    ) {
      await db
        .delete(planTemplateActivities)
        .where(eq(planTemplateActivities.templateId, templateId));
      if (rows.length > 0) await db.insert(planTemplateActivities).values(rows);
    },

    /**
     * The best-rated undated catalogue place of a category, preferring the
     * first matching subcategory; events are skipped because their dates pass.
     */
    async pickActivity(
      db: DbOrTx,
      category: string,
      subcategories: string[],
      excludeIds: number[],
    ) {
      const subcategoryRank = subcategories.length
        ? sql`coalesce(array_position(array[${sql.join(
            subcategories.map((s) => sql`lower(${s})`),
            sql`, `,
          )}]::text[], lower(${activities.subcategory})), ${subcategories.length + 1})`
        : sql`0`;
      const [row] = await db
        .select({ id: activities.id, priceLevel: activities.priceLevel })
        .from(activities)
        .where(
          and(
            eq(activities.category, category),
            isNull(activities.startTime),
            isNull(activities.delistedAt),
            excludeIds.length
              ? notInArray(activities.id, excludeIds)
              : undefined,
          ),
        )
        .orderBy(
          subcategoryRank,
          desc(activities.rating),
          desc(activities.reviewCount),
          asc(activities.id),
        )
        .limit(1);
      return row;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
