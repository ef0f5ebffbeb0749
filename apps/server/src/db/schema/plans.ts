import { DEFAULT_RADIUS_METERS } from '@app/shared/metro';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
} from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, keyedBy, timestampNow, timestamps } from './columns';
import { users } from './users';

/**
 * One row per plan a user owns. 'draft' rows are exploration plans built from
 * interests (the /plan/{id} page); 'finalized' rows are scheduled plans shown
 * in My Plans. Both kinds count toward the free-tier plan limit.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    /** 'draft' | 'finalized' */
    kind: text().notNull().default('draft'),
    title: text().notNull(),
    template: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locationName: text(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    /** Category ids or 'category: Subcategory' strings. */
    interests: jsonb().$type<string[]>().notNull().default([]),
    radiusMeters: integer().notNull().default(DEFAULT_RADIUS_METERS),
    budget: integer(),
    /** 'total' | 'per_day' | 'per_person' */
    budgetType: text(),
    priceMin: integer(),
    priceMax: integer(),
    aiPrompt: text(),
    description: text(),
    notes: text(),
    /** Stored 'planned' or 'cancelled'; in_progress/completed are derived from dates. */
    status: text().notNull().default('planned'),
    isGroupPlan: boolean().notNull().default(false),
    sourcePlanId: integer(),
    /**
     * A draft's ranked suggestion set (best first, at most 200) and each
     * one's distance in meters. Kept on the plan row: one update per build
     * instead of 200 inserts, and no row locks taken on shared activities.
     */
    suggestionIds: integer().array(),
    suggestionDistances: real().array(),
    /** Unguessable id the owner hands out so others can browse the plan; null until shared. */
    shareId: text().unique(),
    ...timestamps(),
  },
  (t) => [
    index('plans_user_kind_idx').on(t.userId, t.kind, t.startDate),
    index('plans_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Activities scheduled in a finalized plan. */
export const planActivities = pgTable(
  'plan_activities',
  {
    id: id(),
    planId: belongsTo(() => plans.id),
    activityId: belongsTo(() => activities.id),
    plannedDate: date({ mode: 'string' }).notNull(),
    /** 'HH:MM' local (America/Denver); null when untimed. */
    plannedTime: text(),
    estimatedDurationMinutes: integer().notNull().default(120),
    estimatedCost: numeric({ precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    priority: integer().notNull().default(1),
    notes: text(),
    isPrivate: boolean().notNull().default(false),
    createdAt: timestampNow(),
  },
  (t) => [
    index('plan_activities_plan_idx').on(t.planId, t.plannedDate),
    index('plan_activities_activity_idx').on(t.activityId),
  ],
);

/** Secret token of a user's subscribable calendar feed. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: keyedBy(() => users.id),
  token: text().notNull().unique('calendar_feeds_token_key'),
  createdAt: timestampNow(),
});
