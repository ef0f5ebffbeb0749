import { DEFAULT_RADIUS_METERS } from '@app/shared/metro';
import * as pg from 'drizzle-orm/pg-core';

import { activities } from './activities';
import {
  belongsTo,
  fieldStamps,
  id,
  keyedBy,
  timestampNow,
  timestamps,
  version,
} from './columns';
import { users } from './users';

/**
 * One row per plan a user owns. 'draft' rows are exploration plans built from
 * interests (the /plan/{id} page); 'finalized' rows are scheduled plans shown
 * in My Plans. Both kinds count toward the free-tier plan limit.
 */
export const plans = pg.pgTable(
  'plans',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    /** 'draft' | 'finalized' */
    kind: pg.text().notNull().default('draft'),
    title: pg.text().notNull(),
    template: pg.text(),
    latitude: pg.doublePrecision(),
    longitude: pg.doublePrecision(),
    locationName: pg.text(),
    startDate: pg.date({ mode: 'string' }).notNull(),
    endDate: pg.date({ mode: 'string' }).notNull(),
    /** Category ids or 'category: Subcategory' strings. */
    interests: pg.jsonb().$type<string[]>().notNull().default([]),
    radiusMeters: pg.integer().notNull().default(DEFAULT_RADIUS_METERS),
    budget: pg.integer(),
    /** 'total' | 'per_day' | 'per_person' */
    budgetType: pg.text(),
    priceMin: pg.integer(),
    priceMax: pg.integer(),
    aiPrompt: pg.text(),
    description: pg.text(),
    notes: pg.text(),
    /** Stored 'planned' or 'cancelled'; in_progress/completed are derived from dates. */
    status: pg.text().notNull().default('planned'),
    sourcePlanId: pg.integer(),
    /**
     * A draft's ranked suggestion set (best first, at most 200) and each
     * one's distance in meters. Kept on the plan row: one update per build
     * instead of 200 inserts, and no row locks taken on shared activities.
     */
    suggestionIds: pg.integer().array(),
    suggestionDistances: pg.real().array(),
    /** Unguessable id the owner hands out so others can browse the plan; null until shared. */
    shareId: pg.text().unique(),
    /** Rises with every change to the plan or its activities (its ETag). */
    version: version(),
    /** Which version last changed each of the plan's own fields, and who made it. */
    fieldVersions: fieldStamps(),
    ...timestamps(),
  },
  (t) => [
    pg.index('plans_user_kind_idx').on(t.userId, t.kind, t.startDate),
    pg.index('plans_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Activities scheduled in a finalized plan. */
export const planActivities = pg.pgTable(
  'plan_activities',
  {
    id: id(),
    planId: belongsTo(() => plans.id),
    activityId: belongsTo(() => activities.id),
    plannedDate: pg.date({ mode: 'string' }).notNull(),
    /** 'HH:MM' local (America/Denver); null when untimed. */
    plannedTime: pg.text(),
    estimatedDurationMinutes: pg.integer().notNull().default(120),
    estimatedCost: pg
      .numeric({ precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    priority: pg.integer().notNull().default(1),
    notes: pg.text(),
    isPrivate: pg.boolean().notNull().default(false),
    /** Rises with every change to this activity (its ETag). */
    version: version(),
    /** Which version last changed each field, and who made it. */
    fieldVersions: fieldStamps(),
    createdAt: timestampNow(),
  },
  (t) => [
    pg.index('plan_activities_plan_idx').on(t.planId, t.plannedDate),
    pg.index('plan_activities_activity_idx').on(t.activityId),
  ],
);

/** Secret token of a user's subscribable calendar feed. */
export const calendarFeeds = pg.pgTable('calendar_feeds', {
  userId: keyedBy(() => users.id),
  token: pg.text().notNull().unique('calendar_feeds_token_key'),
  createdAt: timestampNow(),
});
