import {
  boolean,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, timestampNow, timestamps } from './columns';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    activityId: belongsTo(() => activities.id),
    notes: text(),
    createdAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_activity_key').on(t.userId, t.activityId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const bucketListItems = pgTable(
  'bucket_list_items',
  {
    id: id(),
    userId: belongsTo(() => users.id),
    activityId: belongsTo(() => activities.id),
    /** 'high' | 'medium' | 'low' */
    priority: text().notNull().default('medium'),
    /** 'spring' | 'summer' | 'fall' | 'winter'; null means anytime. */
    targetSeason: text(),
    notes: text(),
    completed: boolean().notNull().default(false),
    completedDate: date({ mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bucket_list_user_activity_key').on(t.userId, t.activityId),
    index('bucket_list_user_created_idx').on(t.userId, t.createdAt),
  ],
);
