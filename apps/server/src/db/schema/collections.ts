import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_activity_key').on(t.userId, t.activityId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const bucketListItems = pgTable(
  'bucket_list_items',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** 'high' | 'medium' | 'low' */
    priority: text().notNull().default('medium'),
    /** 'spring' | 'summer' | 'fall' | 'winter'; null means anytime. */
    targetSeason: text(),
    notes: text(),
    completed: boolean().notNull().default(false),
    completedDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bucket_list_user_activity_key').on(t.userId, t.activityId),
    index('bucket_list_user_created_idx').on(t.userId, t.createdAt),
  ],
);
