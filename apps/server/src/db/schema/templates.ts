import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, timestamps } from './columns';

/** Server plan templates; usage_count survives re-seeding. */
export const planTemplates = pgTable(
  'plan_templates',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    /** 'spring' | 'summer' | 'fall' | 'winter' for seasonal templates. */
    season: text(),
    durationDays: integer().notNull(),
    groupSizeRecommendation: text().notNull(),
    isPremium: boolean().notNull().default(false),
    usageCount: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('plan_templates_category_idx').on(t.category, t.name)],
);

/** One catalogue activity in a template, resolved at seed time. */
export const planTemplateActivities = pgTable(
  'plan_template_activities',
  {
    id: id(),
    templateId: text()
      .notNull()
      .references(() => planTemplates.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** 1-based day of the template. */
    day: integer().notNull(),
    timeSlot: text().notNull(),
    activityId: belongsTo(() => activities.id),
    description: text().notNull(),
    durationHours: real().notNull(),
    estimatedCost: numeric({ precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    category: text().notNull(),
    tips: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('plan_template_activities_position_key').on(
      t.templateId,
      t.position,
    ),
    index('plan_template_activities_activity_idx').on(t.activityId),
  ],
);
